import { notFound } from 'next/navigation';
import { markdownAt, markdownPaths } from '@/lib/markdown/site';

// Every page's Markdown twin. A route handler cannot sit beside the [[...slug]] page at the same level,
// so the build writes the twins under /markdown-export/ (out/markdown-export/quickstart/installation.md)
// and `scripts/place-markdown.ts` (a step of `npm run build`) moves them to out/quickstart/installation.md.
// Under `next dev`, a dev-only rewrite in next.config.mjs serves /{path}.md from here.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Props = { params: Promise<{ path: string[] }> };

export async function generateStaticParams() {
  return (await markdownPaths()).map((p) => ({ path: p.slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: Props) {
  const { path } = await params;
  const body = await markdownAt(`/${path.map(decodeURIComponent).join('/')}`);
  if (body === undefined) notFound();
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
