import type { MetadataRoute } from 'next';
import { robotsRules, getSite } from '@/lib/site/files';

// Written once at build time as out/robots.txt.
export const dynamic = 'force-static';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules((await getSite()).config);
}
