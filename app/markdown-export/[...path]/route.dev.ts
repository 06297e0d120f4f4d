import { notFound } from 'next/navigation';
import { importMarkdownTwins } from '@/lib/site/lazy';

// `next dev` only: every page's Markdown twin. A route handler cannot sit beside the [[...slug]] page, so a dev-only
// rewrite in next.config.mjs serves /{path}.md from here; `npm run build` uses the same code (scripts/side-files.ts).
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
