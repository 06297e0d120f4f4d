import { routeOfCardSlug } from '@/lib/shared/paths/outputs';
import { getSite } from '@/lib/site/files';
import { importCardData, importCardDrawing } from '@/lib/site/lazy';

// `next dev` only: draws a page's card on request; `npm run build` draws every card with the same code
// (scripts/side-files.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const { cardParams } = await importCardData();
  return cardParams(await getSite());
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const route = routeOfCardSlug(slug.map(decodeURIComponent));
  const { cardContent } = await importCardData();
  const card = route ? cardContent(await getSite(), route) : null;
  if (!card) return new Response('Not found', { status: 404 });
  const { drawCard } = await importCardDrawing();
  return new Response(new Uint8Array(await drawCard(card)), { headers: { 'Content-Type': 'image/png' } });
}
