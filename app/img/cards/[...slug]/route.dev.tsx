import { drawCard } from '@/lib/site/outputs/social-cards/card';
import { cardContent, cardParams } from '@/lib/site/outputs/social-cards/card-data';
import { routeOfCardSlug } from '@/lib/shared/paths/outputs';
import { getSite } from '@/lib/site/source';

// `next dev` only: draws a page's card on request; `npm run build` draws every card with the same code
// (scripts/side-files.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return cardParams(await getSite());
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const route = routeOfCardSlug(slug.map(decodeURIComponent));
  const card = route ? cardContent(await getSite(), route) : null;
  if (!card) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await drawCard(card)), { headers: { 'Content-Type': 'image/png' } });
}
