/** A page the not-found page may suggest: its route (no base URL) and title. */
export interface SuggestedPage {
  route: string;
  title: string;
}

/** Fewest single-character insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // One row of the classic table is enough: each cell needs only its left, upper and upper-left neighbours.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
    }
    row = next;
  }
  return row[b.length];
}

/** 1 for equal strings, 0 for strings with nothing in common (relative to the longer one). */
function stringSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * Path segments of a requested path, comparable with page routes: base URL removed, decoded, lower case, without the
 * `.html` or `/index.html` forms the static server also answers to.
 */
export function pathSegments(pathname: string, baseUrl = '/'): string[] {
  let path = pathname;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (base !== '/' && (path + '/').startsWith(base)) path = path.slice(base.length - 1);
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: compare the raw text.
  }
  return path
    .toLowerCase()
    .replace(/(\/index)?\.html$/, '')
    .split('/')
    .filter(Boolean);
}

/** How many segments the two paths share, each used once, wherever it stands. */
function sharedSegments(a: readonly string[], b: readonly string[]): number {
  const left = [...a];
  let shared = 0;
  for (const segment of b) {
    const at = left.indexOf(segment);
    if (at >= 0) {
      shared++;
      left.splice(at, 1);
    }
  }
  return shared;
}

/**
 * How close a route is to a requested path (0 to 1): the last segment weighs most, since a typo in a page's name is the
 * usual broken link, and shared segments tell versions apart.
 */
export function pathSimilarity(requested: readonly string[], route: readonly string[]): number {
  if (requested.length === 0 || route.length === 0) return 0;
  const last = stringSimilarity(requested[requested.length - 1], route[route.length - 1]);
  const shared = sharedSegments(requested, route) / Math.max(requested.length, route.length);
  return 0.6 * last + 0.4 * shared;
}

/** Below this a page is too unlike the path to be worth suggesting (a list of random pages helps nobody). */
export const MIN_SIMILARITY = 0.3;

/** The docs version of a path: the longest of `prefixes` it starts with, or '' for the version at the root. */
function versionOf(segments: readonly string[], prefixes: readonly string[]): string {
  let found = '';
  for (const prefix of prefixes) {
    const parts = pathSegments(prefix);
    if (parts.length > pathSegments(found).length && parts.every((part, i) => segments[i] === part)) found = prefix;
  }
  return found;
}

/**
 * Up to `limit` pages closest to the requested path, ties broken in favour of the requested path's docs version. The
 * home page is never suggested: the not-found page links it anyway.
 */
export function closestPages(
  pathname: string,
  pages: readonly SuggestedPage[],
  {
    baseUrl = '/',
    limit = 5,
    versionPrefixes = [],
  }: { baseUrl?: string; limit?: number; versionPrefixes?: readonly string[] } = {},
): SuggestedPage[] {
  const requested = pathSegments(pathname, baseUrl);
  const version = versionOf(requested, versionPrefixes);
  return pages
    .map((page, index) => {
      const route = pathSegments(page.route);
      const sameVersion = versionOf(route, versionPrefixes) === version ? 1 : 0;
      return { page, index, sameVersion, score: pathSimilarity(requested, route) };
    })
    .filter((s) => s.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || b.sameVersion - a.sameVersion || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.page);
}
