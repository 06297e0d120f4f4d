import { readFile } from 'node:fs/promises';
import { downloadPathOf, downloadSegments, getSite } from '@/lib/site/files';

// Each docs version's OpenAPI file, offered for download as it is in the repository. This folder's name is the first
// segment of the paths lib/site/openapi/paths.ts makes.
export const dynamic = 'force-static';
export const dynamicParams = false;

async function files(): Promise<Map<string, string>> {
  const { versions } = await getSite();
  const out = new Map<string, string>();
  for (const { source } of versions) {
    if (source.api && source.apiDownloadPath) out.set(source.apiDownloadPath, source.api.file);
  }
  return out;
}

export async function generateStaticParams(): Promise<{ file: string[] }[]> {
  return [...(await files()).keys()].map((path) => ({ file: downloadSegments(path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const { file } = await params;
  const source = (await files()).get(downloadPathOf(file));
  if (!source) return new Response('Not found', { status: 404 });
  const body = await readFile(source, 'utf8');
  return new Response(body, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}
