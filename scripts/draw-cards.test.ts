import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../tests/helpers/fixture-tree';
import { pngSize } from '../tests/helpers/png';

/** scripts/draw-cards.ts run as `npm run build` runs it, with CONTENT_DIR pointing at a fixture (the /next/ docs). */
function draw(files: Record<string, string>) {
  const out = join(mkdtempSync(join(tmpdir(), 'cards-')), 'drawn');
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/draw-cards.ts', out],
    { env: { ...process.env, CONTENT_DIR: fixtureTree(files) }, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}`, cards: join(out, 'img', 'cards') };
}

describe('the social cards of `npm run build` (scripts/draw-cards.ts)', () => {
  it('draws a 1200×630 palette PNG for every page of every version, at the path its og:image names', () => {
    const { status, output, cards } = draw({
      'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }, 'Welcome.\n'),
      'guide/setup.mdx': doc({ title: 'Setting up', description: 'D' }, 'Steps.\n'),
    });
    expect(output).toMatch(/Drew \d+ social cards/);
    expect(status).toBe(0);
    const setup = readFileSync(join(cards, 'next', 'guide', 'setup.png'));
    expect(pngSize(setup)).toEqual({ width: 1200, height: 630 });
    // Colour type 3: an indexed-colour (palette) PNG, lib/social-cards/png.ts.
    expect(setup[25]).toBe(3);
    // The fixture's landing page (/next) is next.png; the 0.30.2 docs at the root have theirs too, their
    // landing page as index.png.
    expect(readdirSync(cards)).toEqual(expect.arrayContaining(['index.png', 'next.png', 'next', 'quickstart']));
  }, 60_000);
});
