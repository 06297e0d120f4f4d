import GithubSlugger from 'github-slugger';
import { posix } from 'node:path';

/** Route of a doc: its front-matter slug (absolute, or relative to its folder), else its id; `x/index` → `/x`. */
export function docRoute(docId: string, slug?: string): string {
  const dir = posix.dirname(docId) === '.' ? '' : posix.dirname(docId);
  const raw = slug
    ? slug.startsWith('/')
      ? slug
      : `/${posix.join(dir, slug)}`
    : `/${docId.replace(/(^|\/)index$/, '')}`;
  return normaliseRoute(raw);
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
