import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../tests/helpers/fixture-tree';
import { pngSize } from '../tests/helpers/png';

/**
 * scripts/side-files.ts run as `npm run build` runs it, in three processes one after the other, with CONTENT_DIR
 * pointing at a fixture (the /next/ docs). Stops at the first that fails.
 */
function sideFiles(files: Record<string, string>) {
  const out = join(mkdtempSync(join(tmpdir(), 'side-files-')), 'written');
  const env = { ...process.env, CONTENT_DIR: fixtureTree(files) };
  let output = '';
  for (const parts of [['twins', 'card-list'], ['cards'], ['index']]) {
    const result = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/side-files.ts', out, ...parts],
      { env, encoding: 'utf8' },
    );
    output += `${result.stdout}${result.stderr}`;
    if (result.status !== 0) return { status: result.status, output, out };
  }
  return { status: 0, output, out };
}

describe('the files `npm run build` writes beside next build (scripts/side-files.ts)', () => {
  let status: number | null;
  let output: string;
  let out: string;
  // One run for every check below (the script loads the site and draws the cards: a few seconds).
  beforeAll(() => {
    ({ status, output, out } = sideFiles({
      'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }, 'Welcome.\n'),
      'guide/setup.mdx': doc({ title: 'Setting up', description: 'D' }, 'Steps to take first.\n'),
    }));
  }, 60_000);

  it('succeeds and says what each process wrote', () => {
    expect(output).toMatch(/Wrote \d+ Markdown twins, \d+ cards to draw/);
    expect(output).toMatch(/Wrote \d+ social cards/);
    expect(output).toMatch(/Wrote \d+ search index files/);
    expect(status).toBe(0);
  });

  it('keeps the list of cards to draw beside the folder, out of the files that join the export', () => {
    expect(readdirSync(dirname(out)).sort()).toEqual(['written', 'written.cards.json']);
    const list = JSON.parse(readFileSync(`${out}.cards.json`, 'utf8')) as { path: string; card: { title: string } }[];
    expect(list).toContainEqual(
      expect.objectContaining({
        path: '/img/cards/next/guide/setup.png',
        card: expect.objectContaining({ title: 'Setting up' }),
      }),
    );
  });

  it('draws a 1200×630 palette PNG for every page of every version, at the path its og:image names', () => {
    const cards = join(out, 'img', 'cards');
    const setup = readFileSync(join(cards, 'next', 'guide', 'setup.png'));
    expect(pngSize(setup)).toEqual({ width: 1200, height: 630 });
    // Colour type 3: an indexed-colour (palette) PNG, lib/site/outputs/social-cards/png.ts.
    expect(setup[25]).toBe(3);
    // The fixture's landing page (/next) is next.png; the 0.30.2 docs at the root have theirs too, their
    // landing page as index.png.
    expect(readdirSync(cards)).toEqual(expect.arrayContaining(['index.png', 'next.png', 'next', 'quickstart']));
  });

  it("writes every page's Markdown twin next to its page", () => {
    const twin = readFileSync(join(out, 'next', 'guide', 'setup.md'), 'utf8');
    expect(twin).toMatch(/^# Setting up/);
    expect(twin).toContain('Steps to take first.');
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['index.md', 'next.md']));
  });

  it('writes the local search index, with the fixture page in it, and its per-version parts', () => {
    const index = readFileSync(join(out, 'search-index.json'), 'utf8');
    expect(index).toContain('Steps to take first.');
    expect(readdirSync(join(out, 'search-index'))).toEqual(
      expect.arrayContaining(['docs-default-current.json', 'docs-default-0.30.2.json']),
    );
  });
});
