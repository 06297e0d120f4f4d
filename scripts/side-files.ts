// A step of `npm run build` (scripts/build.mjs): the export's files that are not pages, written in a process of
// their own, started after the content check and beside `next build`, which renders pages on one core:
//   - every page's social card, img/cards/…/{page}.png (about 30 ms each: at 2,000 pages a minute of work);
//   - every page's Markdown twin, next to its page (quickstart/installation.md);
//   - the local search index, search-index.json and search-index/*.json (built once here; as Next routes the
//     index was built again in each of Next's workers).
// They go into <folder> with the layout of out/; build.mjs moves them into the export after `next build`.
// `next dev` serves the same files from the same code, on request (the `route.dev.ts(x)` files under app/).
// build.mjs runs the index in a process of its own, which ends when it is written: building it takes several
// times the memory it keeps (V8 does not give it back).
//
// Usage: node --conditions=react-server --import tsx scripts/side-files.ts <folder> <index|twins|cards>...
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { drawCard } from '../components/social-card';
import { markdownAt, markdownPaths } from '../lib/markdown/site';
import { getSiteIndexFiles } from '../lib/search/build/site-index';
import { cardContent } from '../lib/social-cards/card-data';
import { cardPath } from '../lib/social-cards/cards';
import { pageRoutes } from '../lib/seo/routes';
import { getSite } from '../lib/source';

/** Cards drawn at once: one is being laid out (JavaScript) while the other is quantized (sharp's own thread). */
const CARDS_AT_ONCE = 2;

function write(folder: string, sitePath: string, data: string | Uint8Array): void {
  const file = join(folder, ...sitePath.split('/').filter(Boolean));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

async function drawCards(folder: string): Promise<number> {
  const site = await getSite();
  const routes = pageRoutes(site.versions);
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++];
      const card = cardContent(site, route);
      if (!card) continue;
      write(folder, cardPath(route), await drawCard(card));
      drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: CARDS_AT_ONCE }, worker));
  return drawn;
}

async function writeTwins(folder: string): Promise<number> {
  let written = 0;
  for (const path of await markdownPaths()) {
    const text = await markdownAt(path);
    if (text === undefined) throw new Error(`No page has the Markdown twin ${path}`);
    write(folder, path, text);
    written += 1;
  }
  return written;
}

async function writeSearchIndex(folder: string): Promise<number> {
  const { files } = await getSiteIndexFiles();
  for (const [path, text] of files) write(folder, path, text);
  return files.size;
}

const PARTS = {
  index: { write: writeSearchIndex, what: 'search index files' },
  twins: { write: writeTwins, what: 'Markdown twins' },
  cards: { write: drawCards, what: 'social cards' },
} as const;
type Part = keyof typeof PARTS;

async function main(folder: string, parts: readonly Part[]): Promise<void> {
  const started = performance.now();
  const written: string[] = [];
  for (const part of parts) written.push(`${await PARTS[part].write(folder)} ${PARTS[part].what}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${written.join(', ')} (${seconds} s)`);
}

const [folder, ...parts] = process.argv.slice(2);
const unknown = parts.filter((part) => !(part in PARTS));
if (!folder || !parts.length || unknown.length) {
  console.error(`Usage: side-files.ts <folder> <${Object.keys(PARTS).join('|')}>...`);
  process.exit(2);
}
main(folder, parts as Part[]).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
