import { routeOfCardSlug } from '@/lib/shared/paths/outputs';
import { getSite, importCardData, importCardDrawing } from '@/lib/site/files';

// Every page's social card (its og:image), drawn at build time; `next dev` draws one on request.
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
  try {
    return new Response(new Uint8Array(await drawCard(card)), { headers: { 'Content-Type': 'image/png' } });
  } catch (error) {
    // Named here: the build's own message names only the route.
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`The social card of ${route} (title ${JSON.stringify(card.title)}) failed: ${why}`, {
      cause: error,
    });
  }
}
