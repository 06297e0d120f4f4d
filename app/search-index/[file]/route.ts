import { SHARD_DIR } from '@/lib/shared/search/engine/shard-format';
import { importSearchIndex } from '@/lib/site/files';

// The files under search-index/ (lib/shared/search/engine/shard-format.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ file: string }[]> {
  const { getSiteIndexFiles } = await importSearchIndex();
  const { paths } = await getSiteIndexFiles();
  return paths
    .filter((path) => path.startsWith(`${SHARD_DIR}/`))
    .map((path) => ({ file: path.slice(SHARD_DIR.length + 1) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { getSiteIndexFiles, jsonResponse } = await importSearchIndex();
  return jsonResponse((await getSiteIndexFiles()).read(`${SHARD_DIR}/${file}`));
}
