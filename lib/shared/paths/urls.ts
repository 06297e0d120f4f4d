/** Adds or removes the trailing slash of a route per the site's `trailingSlash` (never on '/'). */
export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || route === '/') return route;
  const [path, rest = ''] = splitSuffix(route);
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return `/${rest}`;
  return `${trailingSlash ? `${clean}/` : clean}${rest}`;
}

function splitSuffix(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

/** Prefixes a site path with the base URL ('/pr-42/' + 'img/logo.svg' → '/pr-42/img/logo.svg'). */
export function withBase(baseUrl: string, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (path.startsWith(base)) return path;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * A site path without the base URL, the inverse of withBase ('/pr-42/' + '/pr-42/usage' → '/usage'; the base
 * itself → '/'), or undefined when the path is outside the base ('/pr-420/x', '/other'). Under base '/' the
 * path comes back as it is. No decoding, and no query or hash handling: callers differ there and do their own.
 */
export function withoutBase(baseUrl: string, path: string): string | undefined {
  const base = baseUrl.replace(/\/+$/, '');
  if (!base) return path;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
}

/** Absolute URL of a route on the production site: url + baseUrl + route (trailing-slash rule applied). */
export function absoluteUrl(site: { url: string; baseUrl: string; trailingSlash?: boolean }, route: string): string {
  const path = withBase(site.baseUrl, applyTrailingSlash(route, site.trailingSlash));
  return `${site.url}${path === '/' ? '/' : path}`;
}

/**
 * Absolute URL of a file on the production site (url + baseUrl + path, no trailing-slash rule: files
 * such as sitemap.xml or a card image are not routes). An absolute URL is returned unchanged.
 */
export function absoluteFileUrl(site: { url: string; baseUrl: string }, path: string): string {
  const based = withBase(site.baseUrl, path);
  return based.startsWith('/') && !based.startsWith('//') ? `${site.url}${based}` : based;
}

/**
 * The spec's path normalisation: a trailing `/index.html` or `.html` is removed; an empty result is '/'.
 * Paths that really are routes are returned unchanged by the caller before this is applied.
 */
export function stripHtmlSuffix(pathname: string): string {
  const stripped = pathname.trim().replace(/(\/index)?\.html$/, '');
  return stripped === '' ? '/' : stripped;
}

/** A route as the site keys its pages: no trailing slash, '/' for the root. */
export function normalizeRoute(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
