import type { MetadataRoute } from 'next';
import { sitemapEntries, getSite } from '@/lib/site/files';

// Written once at build time as out/sitemap.xml.
export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { config, versions } = await getSite();
  return sitemapEntries(config, versions);
}
