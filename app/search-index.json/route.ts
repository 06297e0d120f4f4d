import { LOCAL_INDEX_PATH } from '@/lib/shared/search/engine/local-index';
import { getSiteIndexFiles, jsonResponse } from '@/lib/site/outputs/search/site-index';

// The search index, or its shard manifest when the index is split (lib/shared/search/engine/shard-format.ts).
export const dynamic = 'force-static';

export async function GET() {
  return jsonResponse((await getSiteIndexFiles()).files.get(LOCAL_INDEX_PATH));
}
