import type { MetadataRoute } from 'next';
import type { SiteConfig } from '../../config/schema';
import { absoluteUrl } from '../../../shared/paths/index';
import { pageRoutes, type VersionPages } from './routes';

/**
 * The sitemap: every page of every version, unlisted guides left out. With `noIndex` it has no URL, like a robots.txt
 * disallowing everything.
 */
export function sitemapEntries(config: SiteConfig, versions: readonly VersionPages[]): MetadataRoute.Sitemap {
  if (config.noIndex) return [];
  const listed = versions.map((v) => ({ source: { pages: v.source.pages.filter((p) => !p.unlisted) } }));
  return pageRoutes(listed).map((route) => ({ url: absoluteUrl(config, route) }));
}
