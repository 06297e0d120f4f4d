import rawConfig from '../../../site.config.mjs';
import { validateSiteConfig, type SiteConfig } from './schema';

let cached: SiteConfig | undefined;

/** The validated site config (site.config.mjs); throws naming the file and config path on error. */
export function getSiteConfig(): SiteConfig {
  cached ??= validateSiteConfig(rawConfig, 'site.config.mjs');
  return cached;
}
