import { expect, test, waitForHydration } from './fixtures';
import { FIXTURE_SITE } from './e2e-env';
import { input, modal, ready } from './helpers/search/modal';
import { INDEX_FILES } from './helpers/search-index-files';

// The search modal once open: its keys, results, recent searches and screens. What loads when is in
// search-loading.spec.ts.

test('slash and Ctrl+K open the modal, Escape and Ctrl+K close it', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('button.DocSearch-Button')).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
});

test('slash and Ctrl+K do not open search while another search modal is open (body.DocSearch--active)', async ({
  page,
}) => {
  await ready(page);
  // Opened and closed once, so that its code is loaded and a wrong open would show at once.
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  // What another DocSearch modal on the page sets while it is open.
  await page.evaluate(() => document.body.classList.add('DocSearch--active'));
  await page.keyboard.press('/');
  await page.keyboard.press('Control+k');
  await page.waitForTimeout(500);
  await expect(modal(page)).toBeHidden();
  await page.evaluate(() => document.body.classList.remove('DocSearch--active'));
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
});

test('by default a letter typed on the page does not open search; typed on the focused search button it does', async ({
  page,
}) => {
  await ready(page);
  await page.locator('main h1').first().click();
  await page.keyboard.press('o');
  await expect(modal(page)).toBeHidden();
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('o');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveValue('o');
  await page.keyboard.type('llama');
  await expect(input(page)).toHaveValue('ollama');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('fixture site (openOnTyping: page): a letter typed anywhere opens search with that letter; Ctrl+F does not', async ({
  page,
}) => {
  await page.goto(`${FIXTURE_SITE}/configuration/logging`);
  await waitForHydration(page);
  await page.keyboard.press('Control+f');
  await expect(modal(page)).toBeHidden();
  await page.locator('main h1').first().click();
  await page.keyboard.press('o');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveValue('o');
});

test('the initial query comes from the first 64 characters of the selected text, selected in the input', async ({
  page,
}) => {
  await ready(page);
  const text = await page.evaluate(() => {
    const p = [...document.querySelectorAll('main p')].find((el) => (el.textContent ?? '').length > 80)!;
    const range = document.createRange();
    range.selectNodeContents(p);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return window.getSelection()!.toString();
  });
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue(text.slice(0, 64));
  const selected = await input(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
  expect(selected).toEqual([0, 64]);
});

test('the input is capped at 64 characters', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('a'.repeat(80));
  await expect(input(page)).toHaveValue('a'.repeat(64));
  await expect(input(page)).toHaveAttribute('maxlength', '64');
});

test('results are grouped by section with at most 5 hits per group and 20 in all, and highlighted', async ({
  page,
}) => {
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('model');
  const groups = page.locator('.DocSearch-Hits');
  await expect(groups.first()).toBeVisible();
  const titles = await page.locator('.DocSearch-Hit-source').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles.length).toBeGreaterThan(1);
  for (const group of await groups.all()) expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  expect(await page.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(20);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/model/i);
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toHaveAttribute('href', '/search?q=model');
});

test('arrow keys move through the hits and wrap; Enter opens the hit and records a recent search', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('ollama');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');
  const count = await hits.count();
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(count - 1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const title = (await hits.first().locator('.DocSearch-Hit-title').textContent())!;
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(/\/configuration\/ollama/);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__ra-aid') ?? '[]'),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).not.toHaveProperty('_highlightResult');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText(title);
});

test('Ctrl+Enter opens the hit in a new tab and keeps the modal open', async ({ page, context }) => {
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('ollama');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await popup;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/configuration/ollama');
  await tab.close();
  await expect(modal(page)).toBeVisible();
});

test('recent searches: 7 kept, saving one as favourite leaves 4 recent, each removable', async ({ page }) => {
  await ready(page);
  await page.evaluate(() => {
    const hit = (i: number) => ({
      objectID: `id${i}`,
      type: 'lvl1',
      url: `/usage/web-ui#x${i}`,
      hierarchy: {
        lvl0: 'Usage',
        lvl1: `Recent page ${i}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
    });
    localStorage.setItem(
      '__DOCSEARCH_RECENT_SEARCHES__ra-aid',
      JSON.stringify(Array.from({ length: 9 }, (_, i) => hit(i))),
    );
  });
  await page.keyboard.press('/');
  const rows = page.locator('.DocSearch-Hit');
  await expect(rows).toHaveCount(7);
  await rows.first().getByRole('button', { name: 'Save this search' }).click();
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent', 'Favorite']);
  await rows.nth(1).getByRole('button', { name: 'Remove this search from history' }).click();
  await expect(rows).toHaveCount(6);
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  // With a favourite, only 4 recent searches are kept.
  await expect(page.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit')).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove this search from favorites' }).click();
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
});

test('no results: the query, suggestions from earlier results, and the report link', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('model');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('zzqxv');
  await expect(page.locator('.DocSearch-Title')).toHaveText('No results for "zzqxv"');
  await expect(page.getByText('Try searching for:')).toBeVisible();
  const suggestions = page.locator('.DocSearch-Prefill');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const link = page.getByRole('link', { name: 'Let us know.' });
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/ai-christianson\/RA\.Aid\/issues\/new\?title=.*zzqxv/,
  );
  const first = (await suggestions.first().textContent())!;
  await suggestions.first().click();
  await expect(input(page)).toHaveValue(`${first.toLowerCase()} `);
  await expect(input(page)).toBeFocused();
});

test('shows the network error screen when the index cannot be loaded', async ({ page, consoleErrors }) => {
  await page.route(INDEX_FILES, (route) => route.fulfill({ status: 503, body: 'down' }));
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('ollama');
  await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  // The browser logs the failed response itself; nothing else may be logged.
  const expected = consoleErrors.filter((e) => e.includes('search-index') && e.includes('503'));
  expect(expected.length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});

test('a slow index shows the loading indicator after 300 ms (stalled), then the results', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(INDEX_FILES, async (route) => {
    await gate;
    await route.continue();
  });
  await ready(page);
  await page.keyboard.press('/');
  await input(page).fill('ollama');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
  release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('the footer texts and the clear button', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  for (const text of ['to select', 'to navigate', 'to close'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  const clear = page.getByRole('button', { name: 'Clear the query' });
  await expect(clear).toBeHidden();
  await input(page).fill('ollama');
  await clear.click();
  await expect(input(page)).toHaveValue('');
  await expect(page.getByText('No recent searches')).toBeVisible();
});
