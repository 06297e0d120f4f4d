import { LOCAL_INDEX_PATH } from '@/lib/search/engine/local-index';
import { getSiteIndexFiles, jsonResponse } from '@/lib/search/build/site-index';

// Written once at build time as out/search-index.json (the whole index, or the manifest of a sharded
// one: lib/search/engine/shard-format.ts); `next dev` serves it from the same code.
export const dynamic = 'force-static';

export async function GET() {
  return jsonResponse((await getSiteIndexFiles()).files.get(LOCAL_INDEX_PATH));
}
