import type { IndexVersion } from '../../lib/site/types';
import { INFO_FILE } from '../../lib/shared/search/engine/shard-format';
import type { SiteFiles } from './files';

/** What the server knows of a built site, from its search-index/info.json (lib/site/outputs/search/site-index.ts). */
export interface SiteInfo {
  /** The URL the site's own links use, base path included, ending in '/' ('https://docs.ra-aid.ai/'). */
  canonical: string;
  versions: IndexVersion[];
  /** The version served at the site root, searched and listed when no version is asked for. */
  root: IndexVersion;
}

/** The name a reader uses for a version: its path when it has one ('next'), else its name ('0.30.2'). */
export function versionId(version: IndexVersion): string {
  return version.path || version.name;
}

/** One sentence naming every version of the site and how to ask for it. */
export function describeVersions(info: SiteInfo): string {
  const rootFirst = [info.root, ...info.versions.filter((v) => v !== info.root)];
  const each = rootFirst.map((v) => {
    const where = v.path ? `under /${v.path}/` : 'at the site root, the default';
    const label = v.label !== versionId(v) ? `, "${v.label}"` : '';
    return `${versionId(v)} (${where}${label})`;
  });
  return `This site has: ${each.join('; ')}.`;
}

function isVersion(value: unknown): value is IndexVersion {
  const v = value as Partial<IndexVersion> | null;
  return (
    typeof v?.name === 'string' &&
    typeof v.label === 'string' &&
    typeof v.path === 'string' &&
    typeof v.index === 'string' &&
    Array.isArray(v.facetFilters)
  );
}

/** Parses search-index/info.json; throws with a message a reader can act on when it lacks what the server needs. */
export function parseSiteInfo(text: string, where: string): SiteInfo {
  let raw: { site?: { url?: unknown; baseUrl?: unknown }; versions?: unknown };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    throw new Error(`${where}${INFO_FILE} is not JSON, so this is not a site built by this project.`);
  }
  const versions = Array.isArray(raw.versions) ? raw.versions : [];
  const { url, baseUrl } = raw.site ?? {};
  if (!versions.length || !versions.every(isVersion) || typeof url !== 'string' || typeof baseUrl !== 'string') {
    throw new Error(
      `${where}${INFO_FILE} does not list the site's address and docs versions: the site was built before ` +
        'the docs MCP server existed. Rebuild it with `npm run build`.',
    );
  }
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const canonical = `${url.replace(/\/+$/, '')}${base}`;
  return { canonical, versions, root: versions.find((v) => v.isLast) ?? versions[0] };
}

/** The version asked for by name, path or label (any case); the root version when none is asked for. */
export function resolveVersion(info: SiteInfo, requested: string | undefined): IndexVersion {
  const want = requested
    ?.trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!want) return info.root;
  const match = info.versions.find((v) => [v.name, v.label, v.path].some((id) => id && id.toLowerCase() === want));
  if (!match) throw new Error(`Unknown docs version "${requested}". ${describeVersions(info)}`);
  return match;
}

/** The version a route (without base path) belongs to: the one with the longest matching path, else the root's. */
export function versionOfRoute(info: SiteInfo, route: string): IndexVersion {
  const under = info.versions
    .filter((v) => v.path && (route === `/${v.path}` || route.startsWith(`/${v.path}/`)))
    .sort((a, b) => b.path.length - a.path.length);
  return under[0] ?? info.root;
}

/** The base path of the site's URLs ('/' or '/pr-42/'). */
function basePath(info: SiteInfo): string {
  return new URL(info.canonical).pathname;
}

/** A site path with the URL's prefix removed, when `url` lies under `prefix` (both absolute, prefix ending in '/'). */
function under(prefix: string, url: URL): string | undefined {
  const p = new URL(prefix);
  if (url.origin !== p.origin) return undefined;
  if (url.pathname === p.pathname.slice(0, -1) || url.pathname === p.pathname) return '/';
  return url.pathname.startsWith(p.pathname) ? `/${url.pathname.slice(p.pathname.length)}` : undefined;
}

/** The site path of a site URL (the canonical one, or the one the server reads), without base path and query. */
export function sitePathOf(info: SiteInfo, files: Pick<SiteFiles, 'servedAt'>, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return under(info.canonical, parsed) ?? (files.servedAt ? under(files.servedAt, parsed) : undefined);
}

export interface PageAddress {
  /** The page's route without base path ('/', '/configuration/ollama'). */
  route: string;
  /** The heading id after '#', if any (decoded). */
  anchor?: string;
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The page a `read_page` argument names: an absolute URL of the site (canonical or served), a site path with or
 * without the base path ('/configuration/ollama', '/pr-42/configuration/ollama'), or one without its leading '/';
 * with or without '.md' / '.html' and '#anchor'.
 */
export function pageAddress(info: SiteInfo, files: Pick<SiteFiles, 'servedAt'>, input: string): PageAddress {
  const text = input.trim();
  if (!text) throw new Error('Give the URL or site path of a page, for example /configuration/ollama.');
  const hash = text.indexOf('#');
  const anchor = hash < 0 ? undefined : decodeOnce(text.slice(hash + 1)) || undefined;
  let path = (hash < 0 ? text : text.slice(0, hash)).split('?', 1)[0];
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    const sitePath = sitePathOf(info, files, path);
    if (sitePath === undefined) {
      const served = files.servedAt && files.servedAt !== info.canonical ? ` or ${files.servedAt}` : '';
      throw new Error(`${path} is not a page of this docs site: its pages are under ${info.canonical}${served}.`);
    }
    path = sitePath;
  } else {
    if (!path.startsWith('/')) path = `/${path}`;
    const base = basePath(info);
    if (base !== '/' && (path.startsWith(base) || `${path}/` === base)) path = `/${path.slice(base.length)}`;
  }
  let route = decodeOnce(path)
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\.(md|html)$/, '');
  if (route === '/index' || route === '') route = '/';
  return { route, ...(anchor ? { anchor } : {}) };
}
