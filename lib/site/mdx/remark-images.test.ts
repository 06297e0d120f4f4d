import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { parseGuide } from './document';

const SITE = 'tests/fixtures/docusaurus';
const DIAGRAM = readFileSync(join(SITE, 'static/img/fixture-diagram.png'));
const HASH = createHash('sha256').update(DIAGRAM).digest('hex').slice(0, 8);
const links = { docId: 'guides/x', routeOfDoc: () => undefined };

/** A scratch docs folder with a page's images beside it and in a sibling folder, and a scratch assets folder. */
mkdirSync(join(process.cwd(), '.e2e'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), '.e2e', 'remark-images-'));
const assets = join(scratch, 'gathered');
for (const path of ['docs/guides/shot.png', 'docs/assets/wide diagram.png']) {
  mkdirSync(join(scratch, path, '..'), { recursive: true });
  writeFileSync(join(scratch, path), DIAGRAM);
}
const page = relative(process.cwd(), join(scratch, 'docs/guides/page.mdx'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeEach(() => vi.stubEnv('DOCS_ASSET_DIR', assets));
afterEach(() => vi.unstubAllEnvs());

describe('images named by their file', () => {
  it('beside the page and in ../assets/ are served under /assets/images/ by content hash, and copied there', async () => {
    const html = await renderGuideBody('![Beside](./shot.png)\n\n![Up](../assets/wide%20diagram.png)\n', page);
    expect(html).toContain(`<img src="/assets/images/shot-${HASH}.png" alt="Beside"/>`);
    expect(html).toContain(`<img src="/assets/images/wide-diagram-${HASH}.png" alt="Up"/>`);
    expect(readFileSync(join(assets, `shot-${HASH}.png`))).toEqual(DIAGRAM);
    expect(existsSync(join(assets, `wide-diagram-${HASH}.png`))).toBe(true);
  });

  it("require('@site/static/…').default in JSX is the static path, require('./x') the gathered copy", async () => {
    vi.stubEnv('DOCUSAURUS_SITE', SITE);
    const html = await renderGuideBody(
      '<img src={require(\'@site/static/img/fixture-diagram.png\').default} alt="Static" />\n\n' +
        '<img src={require(\'./shot.png\')} alt="Beside" />\n',
      page,
    );
    expect(html).toContain('<img src="/img/fixture-diagram.png" alt="Static"/>');
    expect(html).toContain(`<img src="/assets/images/shot-${HASH}.png" alt="Beside"/>`);
  });

  it('leaves site paths and external URLs as written', async () => {
    const html = await renderGuideBody('![A](/img/a.png) ![B](https://example.com/b.png)\n', page);
    expect(html).toContain('src="/img/a.png"');
    expect(html).toContain('src="https://example.com/b.png"');
  });

  it('gives the link check every image it could not resolve, JSX <img> included, at its line and column', () => {
    const { links: found } = parseGuide(
      '![Gone](./gone.png)\n\nText <img src="/img/nope.png" /> and <img src={require(\'../missing.png\').default} />\n\n![Here](./shot.png)\n',
      page,
      links,
    );
    expect(found.filter((l) => l.image)).toEqual([
      { url: './gone.png', line: 1, column: 1, image: true },
      { url: '/img/nope.png', line: 3, column: 11, image: true },
      { url: '../missing.png', line: 3, column: 43, image: true },
    ]);
  });
});
