// A step of `npm run build` (scripts/build.mjs): draws the social card of every page of every docs version into
// <folder>/img/cards/…/{page}.png, the layout of out/. It runs in a process of its own, started after the
// content check and beside `next build`, which uses one core: at 2,000 pages the cards are about 30 ms each,
// a minute of the build that now overlaps with Next's. The drawing is the one `next dev` serves
// (app/img/cards/[...slug]/route.dev.tsx): components/social-card.tsx.
//
// Usage: node --conditions=react-server --import tsx scripts/draw-cards.ts <folder>
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { drawCard } from '../components/social-card';
import { cardContent } from '../lib/social-cards/card-data';
import { cardPath } from '../lib/social-cards/cards';
import { pageRoutes } from '../lib/seo/routes';
import { getSite } from '../lib/source';

/** Cards drawn at once: one is being laid out (JavaScript) while the other is quantized (sharp's own thread). */
const AT_ONCE = 2;

async function main(folder: string): Promise<void> {
  const started = performance.now();
  const site = await getSite();
  rmSync(folder, { recursive: true, force: true });
  const routes = pageRoutes(site.versions);
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++];
      const card = cardContent(site, route);
      if (!card) continue;
      const file = join(folder, ...cardPath(route).split('/').filter(Boolean));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await drawCard(card));
      drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  console.log(`Drew ${drawn} social cards (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: draw-cards.ts <folder>');
  process.exit(2);
}
main(folder).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
