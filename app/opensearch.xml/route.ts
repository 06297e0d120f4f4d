import { OPENSEARCH_TYPE, openSearchXml, getSite } from '@/lib/site/files';

// Written once at build time as out/opensearch.xml; `next dev` serves it from the same code.
export const dynamic = 'force-static';

export async function GET() {
  const xml = openSearchXml((await getSite()).config);
  if (!xml) return new Response('Not found', { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': OPENSEARCH_TYPE } });
}
