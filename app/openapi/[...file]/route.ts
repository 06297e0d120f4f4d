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

/**
 * The one file of a site with no OpenAPI file (a Docusaurus site moved in without one): a static export needs at least
 * one path here, so it is a short note instead of an API description.
 */
const NO_API = ['none.txt'];

export async function generateStaticParams(): Promise<{ file: string[] }[]> {
  const paths = [...(await files()).keys()];
  return paths.length ? paths.map((path) => ({ file: downloadSegments(path) })) : [{ file: NO_API }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const { file } = await params;
  const all = await files();
  if (!all.size && file.join('/') === NO_API.join('/'))
    return new Response('This site publishes no OpenAPI file.\n', { headers: { 'Content-Type': 'text/plain' } });
  const source = all.get(downloadPathOf(file));
  if (!source) return new Response('Not found', { status: 404 });
  const body = await readFile(source, 'utf8');
  return new Response(body, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}
