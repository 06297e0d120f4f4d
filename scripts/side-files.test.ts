import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../tests/helpers/fixture-tree';
import { pngSize } from '../tests/helpers/png';

/** scripts/side-files.ts run as `npm run build` runs it, with CONTENT_DIR pointing at a fixture (the /next/ docs). */
function sideFiles(files: Record<string, string>) {
  const out = join(mkdtempSync(join(tmpdir(), 'side-files-')), 'written');
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/side-files.ts', out, 'index', 'twins', 'cards'],
    { env: { ...process.env, CONTENT_DIR: fixtureTree(files) }, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}`, out };
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

  it('succeeds and says what it wrote', () => {
    expect(output).toMatch(/Wrote \d+ search index files, \d+ Markdown twins, \d+ social cards/);
    expect(status).toBe(0);
  });

  it('draws a 1200×630 palette PNG for every page of every version, at the path its og:image names', () => {
    const cards = join(out, 'img', 'cards');
    const setup = readFileSync(join(cards, 'next', 'guide', 'setup.png'));
    expect(pngSize(setup)).toEqual({ width: 1200, height: 630 });
    // Colour type 3: an indexed-colour (palette) PNG, lib/social-cards/png.ts.
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
