import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// The dev server reads the copy of the docs in .e2e/dev-root (scripts/dev-for-e2e.mjs); the tests edit it.
const guide = (file: string) => join('.e2e', 'dev-root', 'content', file);

test.describe.configure({ mode: 'serial' });

/**
 * Resolves once the page's hot-reload socket has told it the dev server is connected: an edit saved before that
 * reaches no page (on a fresh machine the socket can open well after the first paint).
 */
function hotReloadConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!new URL(ws.url()).pathname.endsWith('/_next/hmr')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('turbopack-connected')) resolve();
      });
    });
  });
}

/**
 * Opens a guide and resolves once an edit saved now reaches it as an update: the hot-reload socket is connected and
 * React has hydrated the page. Next's dev client applies a hot update as soon as its socket hears of it, hydrated or
 * not: one that lands during hydration makes React hydrate the edited tree against the unedited HTML ("Hydration
 * failed", then the whole document rendered again on the client), and one that lands earlier still fails in Next's
 * router ("Router action dispatched before initialization").
 */
async function openForEditing(page: Page, path: string): Promise<void> {
  const connected = hotReloadConnected(page);
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await connected;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('npm run dev: an edited guide changes in the open page, without a reload', async ({ page }) => {
  await openForEditing(page, '/next/usage/monorepo');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const line = `Edited while the page was open ${Date.now()}.`;
  appendFileSync(guide('usage/monorepo.mdx'), `\n\n${line}\n`);
  await expect(page.getByText(line)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('npm run dev: on a slow machine, a guide edited once its page has hydrated updates with no error in the console', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A CPU six times slower (a busy laptop, a shared CI core): hydration under `next dev` then takes seconds, long
  // enough for an edit saved before it ends to reach the page first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await openForEditing(page, '/next/configuration/logging');
  const line = `Edited once hydrated ${Date.now()}.`;
  appendFileSync(guide('configuration/logging.mdx'), `\n\n${line}\n`);
  // Whichever comes first, the edited text or an error: an update that failed may never show the text.
  await expect.poll(async () => errors.length > 0 || (await page.getByText(line).isVisible())).toBe(true);
  expect(errors, 'console errors and uncaught exceptions on the page').toEqual([]);
  await expect(page.getByText(line)).toBeVisible();
});

test("npm run dev: a sidebar label edited with the open page's text changes in its sidebar, without a reload", async ({
  page,
}) => {
  await openForEditing(page, '/next/usage/monorepo');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const label = `Monorepo guide ${Date.now()}`;
  const file = guide('usage/monorepo.mdx');
  // A change of the front matter alone does not refresh the open page (the compiled guide is the same); one of its
  // text does, and the page then shows the tree of the new build.
  const text = readFileSync(file, 'utf8').replace(/^sidebar_label: .*$/m, `sidebar_label: ${label}`);
  writeFileSync(file, `${text}\n\nRenamed in the sidebar as ${label}.\n`);
  await expect(page.getByText(`Renamed in the sidebar as ${label}.`)).toBeVisible();
  await expect(page.locator('.doc-sidebar').getByRole('link', { name: label })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('npm run dev: a guide with an MDX error shows the error overlay, naming file:line:column, on its own page only', async ({
  page,
}) => {
  const file = guide('usage/web-ui.mdx');
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  writeFileSync(file, `${text}\n\nA price of {unclosed\n`);
  const brokenLine = lines.length + 2;
  await page.goto('/next/usage/web-ui');
  await expect(page.getByText(new RegExp(`web-ui\\.mdx:${brokenLine}:\\d+`)).first()).toBeVisible();
  // Another guide still renders, with no overlay.
  await page.goto('/next/configuration/logging');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText(/web-ui\.mdx:\d+:\d+/)).toHaveCount(0);
});

test('npm run dev: tabs imported from @theme/Tabs and @theme/TabItem render and switch in a guide module', async ({
  page,
}) => {
  await openForEditing(page, '/next/configuration/ollama');
  // Docusaurus' imports, under other local names: the guide module never resolves `@theme/…` itself.
  appendFileSync(
    guide('configuration/ollama.mdx'),
    '\n\nimport DocTabs from \'@theme/Tabs\';\nimport DocItem from \'@theme/TabItem\';\n\n<DocTabs>\n<DocItem value="alpha" label="Alpha shell">\n\nAlpha body text.\n\n</DocItem>\n<DocItem value="beta" label="Beta shell">\n\nBeta body text.\n\n</DocItem>\n</DocTabs>\n',
  );
  await expect(page.getByText('Alpha body text.')).toBeVisible();
  await page.locator('.tabs__item').getByText('Beta shell', { exact: true }).click();
  await expect(page.getByText('Beta body text.')).toBeVisible();
  await expect(page.getByText('Alpha body text.')).toBeHidden();
});

test('npm run dev: the Markdown twin, search index and social card of a page answer where npm run build writes them', async ({
  request,
}) => {
  const twin = await request.get('/next/usage/monorepo.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toContain('text/markdown');
  expect(await twin.text()).toMatch(/^# /);
  const index = await request.get('/search-index.json');
  expect(index.status()).toBe(200);
  // The site's index is sharded (docs/search.md): its records are in the blocks the manifest names.
  const manifest = (await index.json()) as { format: number; blocks: { pattern: string; count: number } };
  expect(manifest.format).toBe(2);
  let found = false;
  for (let n = 0; n < manifest.blocks.count && !found; n++) {
    const block = await request.get(`/${manifest.blocks.pattern.replace('{n}', String(n))}`);
    expect(block.status()).toBe(200);
    found = (await block.text()).includes('/next/usage/monorepo');
  }
  expect(found, 'a record block of the index holds /next/usage/monorepo').toBe(true);
  const card = await request.get('/img/cards/next/usage/monorepo.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('npm run dev: a generated reference page, which has no file for the guide map, renders from its data', async ({
  page,
}) => {
  await page.goto('/next/reference/command-line#--research-provider');
  await expect(page.locator('main h1')).toHaveText('Command line');
  await expect(page.locator('[id="--research-provider"]')).toBeVisible();
  await expect(page.locator('[id="last-cost"]')).toHaveText('last-cost');
});
