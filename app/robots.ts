import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/site/outputs/seo/robots';
import { getSite } from '@/lib/site/source';

// Written once at build time as out/robots.txt.
export const dynamic = 'force-static';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules((await getSite()).config);
}
