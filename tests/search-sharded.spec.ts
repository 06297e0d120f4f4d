import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

// The chrome fixture build shards its local search index whatever its size (site.config.mjs, `fixture`): the whole
// index and each docs version's part, whose files are named after it (lib/site/outputs/search/shard-build.ts).
test('a sharded local index: the modal finds pages while the first query loads only the parts it needs', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${FIXTURE_SITE}/search-index/docs-default-0.30.2.json`)).json()) as {
    format: number;
    terms: { first: string[] };
    blocks: { count: number };
  };
  expect(manifest.format).toBe(2);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${FIXTURE_SITE}/configuration/logging`);
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').fill('ollama context');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', /^\/configuration\/ollama/);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/ollama|context/i);
  const parts = requests.filter((p) => p.startsWith('/search-index'));
  // The manifest of the page's version part, then that part's own files: none of the whole index's.
  expect(parts).toContain('/search-index/docs-default-0.30.2.json');
  expect(parts).not.toContain('/search-index.json');
  expect(parts).toContain('/search-index/meta.docs-default-0.30.2.json');
  expect(parts.every((p) => p.endsWith('docs-default-0.30.2.json'))).toBe(true);
  const shards = parts.filter((p) => /^\/search-index\/t\d+\.docs-default-0\.30\.2\.json$/.test(p));
  const blocks = parts.filter((p) => /^\/search-index\/b\d+\.docs-default-0\.30\.2\.json$/.test(p));
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThan(manifest.terms.first.length / 2);
  expect(blocks.length).toBeGreaterThan(0);
  expect(blocks.length).toBeLessThan(manifest.blocks.count / 2);
});
