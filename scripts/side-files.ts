// A step of `npm run build` (scripts/build.mjs): the export's files that are not pages (social cards, Markdown twins,
// search index), written into <folder> beside `next build`; `next dev` serves them from the same code on request.
// Usage: node --conditions=react-server --import tsx scripts/side-files.ts <folder> <index|twins|card-list|cards>...
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CardContent } from '../lib/site/types';
import {
  importCardData,
  importCardDrawing,
  importMarkdownTwins,
  importSearchIndex,
  importSite,
} from '../lib/site/lazy';

// Each part imports what it uses when it runs: the process that draws the cards loads no site code.

/** Cards drawn at once: one is being laid out (JavaScript) while the other is quantized (sharp's own thread). */
const CARDS_AT_ONCE = 2;

function write(folder: string, sitePath: string, data: string | Uint8Array): void {
  const file = join(folder, ...sitePath.split('/').filter(Boolean));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** The list of cards to draw, beside <folder> so that it is not moved into the export. */
function cardListFile(folder: string): string {
  return `${folder.replace(/[\\/]+$/, '')}.cards.json`;
}

interface CardToDraw {
  /** Site path of the PNG (img/cards/…/{page}.png). */
  path: string;
  /** The page's route and source file, named when its card fails. */
  route: string;
  file: string;
  card: CardContent;
}

async function writeCardList(folder: string): Promise<number> {
  const [{ getSite, findPage }, { pageRoutes }, { cardContent }, { cardPath }] = await Promise.all([
    importSite(),
    import('../lib/site/tasks'),
    importCardData(),
    import('../lib/shared/paths/outputs'),
  ]);
  const site = await getSite();
  const list: CardToDraw[] = [];
  for (const route of pageRoutes(site.versions)) {
    const card = cardContent(site, route);
    const page = findPage(site, route)?.page;
    if (card && page) list.push({ path: cardPath(route), route, file: page.file ?? page.id, card });
  }
  writeFileSync(cardListFile(folder), JSON.stringify(list));
  return list.length;
}

async function drawCards(folder: string): Promise<number> {
  const { drawCard } = await importCardDrawing();
  const list = JSON.parse(readFileSync(cardListFile(folder), 'utf8')) as CardToDraw[];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const { path, route, file, card } = list[next++];
      let png: Buffer;
      try {
        png = await drawCard(card);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(`The social card of ${route} (${file}, title ${JSON.stringify(card.title)}) failed: ${why}`, {
          cause: error,
        });
      }
      write(folder, path, png);
    }
  };
  await Promise.all(Array.from({ length: CARDS_AT_ONCE }, worker));
  return list.length;
}

async function writeTwins(folder: string): Promise<number> {
  const { markdownAt, markdownPaths } = await importMarkdownTwins();
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
  const { getSiteIndexFiles } = await importSearchIndex();
  const { files } = await getSiteIndexFiles();
  for (const [path, text] of files) write(folder, path, text);
  return files.size;
}

const PARTS = {
  index: { write: writeSearchIndex, what: 'search index files' },
  twins: { write: writeTwins, what: 'Markdown twins' },
  'card-list': { write: writeCardList, what: 'cards to draw' },
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
