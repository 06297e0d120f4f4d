import { posix } from 'node:path';
import { absoluteFileUrl, absoluteUrl } from '../../../shared/paths';
import { markdownPath } from '../../../shared/paths/outputs';

/** The parts of the site config that absolute URLs depend on. */
export interface SiteAddress {
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Absolute URL of a page's Markdown twin (no trailing-slash rule: it is a file). */
export function markdownUrl(site: SiteAddress, route: string): string {
  return absoluteFileUrl(site, markdownPath(route));
}

/** Absolute URL of a page (its HTML), the canonical URL. */
export function pageUrl(site: SiteAddress, route: string): string {
  return absoluteUrl(site, route);
}

/**
 * Makes a link on the page at `route` absolute: site paths get the site URL and base (files without the trailing-slash
 * rule), relative ones resolve against the route.
 */
export function absoluteLink(site: SiteAddress, url: string, route: string): string {
  if (EXTERNAL.test(url)) return url;
  if (url === '' || url.startsWith('#')) return `${pageUrl(site, route)}${url}`;
  const i = url.search(/[?#]/);
  const [path, suffix] = i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
  const sitePath = path.startsWith('/') ? path : posix.join(posix.dirname(route === '/' ? '/index' : route), path);
  if (/\.[a-z0-9]+$/i.test(sitePath)) return `${absoluteFileUrl(site, sitePath)}${suffix}`;
  return absoluteUrl(site, `${sitePath}${suffix}`);
}
