import type { MetadataRoute } from 'next';
import type { SiteConfig } from '../../config/schema';
import { absoluteFileUrl } from '../../../shared/paths/index';

/** robots.txt: every agent may crawl everything and is pointed at the sitemap; with `noIndex` on, `Disallow: /` for all agents. */
export function robotsRules(config: SiteConfig): MetadataRoute.Robots {
  if (config.noIndex) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteFileUrl(config, 'sitemap.xml') };
}
