import type { MetadataRoute } from 'next';
import type { SiteConfig } from '../../config/schema';
import { absoluteFileUrl } from '../../../shared/paths/index';

/** robots.txt: everything allowed and the sitemap named; with `noIndex`, `Disallow: /` for all agents. */
export function robotsRules(config: SiteConfig): MetadataRoute.Robots {
  if (config.noIndex) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteFileUrl(config, 'sitemap.xml') };
}
