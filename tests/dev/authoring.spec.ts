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

test('npm run dev: an edited guide changes in the open page, without a reload', async ({ page }) => {
  const connected = hotReloadConnected(page);
  await page.goto('/next/usage/monorepo');
  await expect(page.locator('main h1')).toBeVisible();
  await connected;
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const line = `Edited while the page was open ${Date.now()}.`;
  appendFileSync(guide('usage/monorepo.mdx'), `\n\n${line}\n`);
  await expect(page.getByText(line)).toBeVisible();
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
