import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { holdScripts } from './helpers/hold-scripts';
import { watchNetwork } from './helpers/network-quiet';
import { input, modal, ready } from './helpers/search/modal';
import { isIndexFile, ROOT_VERSION_PART } from './helpers/search-index-files';

// What a page loads for search, and when: the button in the static HTML, the modal's code, styles and index only
// once search is used. The modal's keys, results and screens are in search-modal.spec.ts.

test('the search button is in the static HTML with its label; the keyboard hint shows once its code is live', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/configuration/logging')).text();
  expect(html).toContain('DocSearch-Button');
  expect(html).toContain('>Search</span>');
  // The static HTML's key caps are empty (behaviours: before mount); they appear once the button is mounted.
  expect(html).not.toContain('DocSearch-Button-Key"');
  await ready(page);
  const button = page.locator('button.DocSearch-Button');
  await expect(button).toHaveAttribute('aria-label', /^Search \((Ctrl|Command)\+K\)$/);
  await expect(button.locator('kbd')).toHaveCount(2);
  await expect(button.locator('kbd').nth(1)).toHaveText('K');
});

test('the modal code and the index load only when search is used, then the modal opens', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const network = watchNetwork(page);
  await ready(page);
  await network.quiet();
  const firstLoad = [...requests];
  expect(firstLoad.some(isIndexFile)).toBe(false);
  // None of the first-load scripts carries the search libraries.
  for (const url of firstLoad.filter((u) => u.endsWith('.js'))) {
    const js = await (await page.request.get(url)).text();
    expect(js, url).not.toContain('react-instantsearch');
    expect(js, url).not.toContain('MiniSearch');
  }
  const before = new Set(firstLoad);
  await page.locator('button.DocSearch-Button').hover();
  await expect
    .poll(() => requests.filter((u) => !before.has(u) && u.endsWith('.js')).length, {
      message: 'modal chunks load on hover',
    })
    .toBeGreaterThan(0);
  expect(requests.some(isIndexFile)).toBe(false);
  await page.locator('button.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.getByText('No recent searches')).toBeVisible();
  await input(page).fill('ollama');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // One file: the part of the index with the records of this page's docs version.
  expect(requests.filter(isIndexFile).map((u) => new URL(u).pathname)).toEqual([ROOT_VERSION_PART]);
});

test('focusing the search button starts the index download at once, without waiting for any search code', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (isIndexFile(r.url())) indexRequests.push(r.url());
  });
  await ready(page);
  // Every script asked for from now on is held: the search code cannot arrive before the index is requested.
  const scripts = await holdScripts(page);
  await page.locator('button.DocSearch-Button').focus();
  await expect.poll(() => indexRequests.length).toBe(1);
  // Playwright calls the route handler some time after the request starts: wait for it to have held the code.
  await expect
    .poll(() => scripts.held.length, { message: 'the search code was asked for too, and is still held' })
    .toBeGreaterThan(0);
  await scripts.release();
  // Once the code is there, the first query uses the download already made.
  await page.keyboard.press('o');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});

test("the modal's styles are not in the page; they arrive with its code and lay it out when it opens", async ({
  page,
}) => {
  await ready(page);
  // The button's rules are in the page's own stylesheets (behaviours.md: round, 40 px radius, from the first paint).
  await expect(page.locator('button.DocSearch-Button')).toHaveCSS('border-radius', '40px');
  const rulesFor = (selector: string) =>
    page.evaluate(
      (s) =>
        [...document.styleSheets].filter((sheet) => {
          try {
            return [...sheet.cssRules].some((r) => r instanceof CSSStyleRule && r.selectorText === s);
          } catch {
            return false;
          }
        }).length,
      selector,
    );
  expect(await rulesFor('.DocSearch-Container')).toBe(0);
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  expect(await rulesFor('.DocSearch-Container')).toBe(1);
  // The overlay covers the viewport and the page behind it does not scroll: both come from that stylesheet.
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
});

test('a doc page ships at most 170 KiB of gzipped first-load JavaScript with the search button', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const network = watchNetwork(page);
  await ready(page);
  await network.quiet();
  let total = 0;
  for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body()).length;
  expect(total).toBeLessThanOrEqual(170 * 1024);
});
