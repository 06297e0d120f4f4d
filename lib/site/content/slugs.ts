import GithubSlugger from 'github-slugger';
import { posix } from 'node:path';

// Docusaurus' number prefixes (`01-intro`, `2_setup`); a name that only looks numbered (`2024-01-01-x`, `1.2-beta`)
// keeps its digits.
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s\d])(?!\d)/;
const DATE_OR_VERSION = /^\d+([-_.])\d+/;

/** A file or folder name without its number prefix, and that number (its order) when it had one. */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const m = NUMBER_PREFIX.exec(name);
  return m ? { name: name.slice(m[0].length), position: Number(m[1]) } : { name };
}

/** A folder path with the number prefix of each of its names removed (`01-guides/2-deploy` → `guides/deploy`). */
export function stripDirNumberPrefixes(dir: string): string {
  return dir
    .split('/')
    .filter(Boolean)
    .map((part) => stripNumberPrefix(part).name)
    .join('/');
}

/**
 * Whether a file is its folder's index doc, as in Docusaurus: `index`, `README` or the folder's own name. Its route is
 * the folder's.
 */
export function isCategoryIndexName(fileName: string, dir: string): boolean {
  const name = stripNumberPrefix(fileName).name.toLowerCase();
  const folder = dir ? stripNumberPrefix(posix.basename(dir)).name.toLowerCase() : undefined;
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder);
}

/**
 * A guide's route: its front-matter slug (absolute, or relative to its folder), else the folder's route for an index
 * doc, else folder and id. Folder number prefixes are dropped.
 */
export function guideRoute(dir: string, baseId: string, slug?: string, categoryIndex = false): string {
  const folder = stripDirNumberPrefixes(dir);
  if (slug) return normaliseRoute(slug.startsWith('/') ? slug : `/${posix.join(folder, slug)}`);
  return normaliseRoute(categoryIndex ? `/${folder}` : `/${posix.join(folder, baseId)}`);
}

/** Collapses duplicate slashes, removes a trailing slash (except for "/"). */
export function normaliseRoute(route: string): string {
  const clean = `/${route}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** `/category/{slug of label}`: "Quick Start" → `/category/quick-start`. */
export function categoryIndexRoute(label: string, slug?: string): string {
  return normaliseRoute(slug ?? `/category/${new GithubSlugger().slug(label)}`);
}
