import type { MetadataRoute } from 'next';
import type { SiteConfig } from '../../config/schema';
import { absoluteUrl } from '../../../shared/paths/index';
import { pageRoutes, type VersionPages } from './routes';

/**
 * The sitemap: the absolute URL of every page of every docs version (base URL and trailing-slash rule
 * applied), unlisted guides left out. The not-found and /search pages are not pages of a version, so they never appear. With
 * `noIndex` on the sitemap is written without any URL, like robots.txt disallowing everything.
 */
export function sitemapEntries(config: SiteConfig, versions: readonly VersionPages[]): MetadataRoute.Sitemap {
  if (config.noIndex) return [];
  const listed = versions.map((v) => ({ source: { pages: v.source.pages.filter((p) => !p.unlisted) } }));
  return pageRoutes(listed).map((route) => ({ url: absoluteUrl(config, route) }));
}
