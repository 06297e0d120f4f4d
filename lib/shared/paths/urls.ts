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

/** Whether an href leaves the site (any scheme, or protocol-relative), and whether it is a web page to open in a new tab. */
export function externalHref(href: string): { external: boolean; web: boolean } {
  return { external: /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href), web: /^https?:|^\/\//i.test(href) };
}

/** Prefixes a site path with the base URL ('/pr-42/' + 'img/logo.svg' → '/pr-42/img/logo.svg'). */
export function withBase(baseUrl: string, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (path.startsWith(base)) return path;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * A site path without the base URL (the inverse of withBase), or undefined when it lies outside the base. No decoding,
 * query or hash handling: callers differ there.
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
 * Absolute URL of a file on the production site, with no trailing-slash rule since files are not routes; an absolute
 * URL is returned unchanged.
 */
export function absoluteFileUrl(site: { url: string; baseUrl: string }, path: string): string {
  const based = withBase(site.baseUrl, path);
  return based.startsWith('/') && !based.startsWith('//') ? `${site.url}${based}` : based;
}

/**
 * The spec's path normalisation: a trailing `/index.html` or `.html` removed, an empty result becoming '/'. Callers
 * skip it for paths that really are routes.
 */
export function stripHtmlSuffix(pathname: string): string {
  const stripped = pathname.trim().replace(/(\/index)?\.html$/, '');
  return stripped === '' ? '/' : stripped;
}

/** A route as the site keys its pages: no trailing slash, '/' for the root. */
export function normalizeRoute(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
