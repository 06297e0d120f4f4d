import { sidebarDataFile } from '@/lib/build/page-tree/data-path';
import { getSite } from '@/lib/build/source';

// One file per docs version (out/sidebar-data/<version>.json): the whole sidebar tree, fetched by the
// sidebar when a category that the page rendered closed is expanded.
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
