import { notFound } from 'next/navigation';
import { importMarkdownTwins } from '@/lib/site/files';

// Every page's Markdown twin. A route handler cannot sit beside the [[...slug]] page, so the twins are rendered under
// /markdown-export/: `next dev` serves /{path}.md from here through a rewrite (next.config.mjs), and `npm run build`
// moves the exported files to /{path}.md (scripts/finish-export.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

type Props = { params: Promise<{ path: string[] }> };

export async function generateStaticParams() {
  const { markdownPaths } = await importMarkdownTwins();
  return (await markdownPaths()).map((p) => ({ path: p.slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: Props) {
  const { path } = await params;
  const { markdownAt } = await importMarkdownTwins();
  const body = await markdownAt(`/${path.map(decodeURIComponent).join('/')}`);
  if (body === undefined) notFound();
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
