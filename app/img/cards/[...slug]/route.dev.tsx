import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/social-card';
import { cardContent, cardParams } from '@/lib/social-cards/card-data';
import { CARD_HEIGHT, CARD_WIDTH, routeOfCardSlug } from '@/lib/social-cards/cards';
import { paletteCard } from '@/lib/social-cards/png';
import { getSite } from '@/lib/source';

// One PNG per page of every docs version, written at build time to out/img/cards/…/{page}.png
// (the landing page's is out/img/cards/index.png); `next dev` draws them on request with the same code.
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
  const drawn = new ImageResponse(<SocialCard card={card} />, { width: CARD_WIDTH, height: CARD_HEIGHT });
  const png = await paletteCard(new Uint8Array(await drawn.arrayBuffer()));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
