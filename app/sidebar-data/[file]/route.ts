import { sidebarDataFile, getSite } from '@/lib/site/files';

// The whole sidebar tree of a docs version, fetched when the reader expands a category the page rendered closed.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const { versions } = await getSite();
  return versions.map((v) => ({ file: sidebarDataFile(v.meta.name) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { versions } = await getSite();
  const version = versions.find((v) => sidebarDataFile(v.meta.name) === file);
  if (!version) return new Response('Not found', { status: 404 });
  return Response.json(version.source.tree);
}
