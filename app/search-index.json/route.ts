import { LOCAL_INDEX_PATH } from '@/lib/shared/search/engine/local-index';
import { importSearchIndex } from '@/lib/site/files';

// The search index, or its shard manifest when the index is split (lib/shared/search/engine/shard-format.ts).
export const dynamic = 'force-static';

export async function GET() {
  const { getSiteIndexFiles, jsonResponse } = await importSearchIndex();
  return jsonResponse((await getSiteIndexFiles()).read(LOCAL_INDEX_PATH));
}
