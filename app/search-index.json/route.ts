import { compactRecords } from '@/lib/search/local-index';
import { getSiteRecords } from '@/lib/search/site-records';

// Written once at build time as out/search-index.json; `next dev` serves it from the same code.
export const dynamic = 'force-static';

export async function GET() {
  return Response.json(compactRecords(await getSiteRecords()));
}
