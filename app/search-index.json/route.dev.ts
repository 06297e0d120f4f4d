import { LOCAL_INDEX_PATH } from '@/lib/shared/search/engine/local-index';
import { importSearchIndex } from '@/lib/site/lazy';

// `next dev` only: the search index or its shard manifest, which `npm run build` writes with the same code
// (scripts/side-files.ts).
export const dynamic = 'force-static';

export async function GET() {
  const { getSiteIndexFiles, jsonResponse } = await importSearchIndex();
  return jsonResponse((await getSiteIndexFiles()).files.get(LOCAL_INDEX_PATH));
}
