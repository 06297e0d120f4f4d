import { axe } from './helpers/axe';
import { BASE_SITE } from './e2e-env';
import { expect, SITE_TITLE, test, waitForHydration } from './fixtures';
import { holdScripts } from './helpers/hold-scripts';
import { INDEX_FILES } from './helpers/search-index-files';

test('/search shows results for ?q= with the count, grouped by section, in pages of 20 with Load more', async ({
  page,
}) => {
  await page.goto('/search?q=model');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search results for "model"');
  await expect(page).toHaveTitle(`Search results for "model" | ${SITE_TITLE}`);
  await expect(page.locator('input[name="q"]')).toHaveValue('model');
  const count = page.locator('.search-page__count');
  await expect(count).toHaveText(/^\d+ documents found$/);
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(20);
  await expect(page.locator('article')).toHaveCount(20);
  expect(await page.locator('.search-page__group h2').count()).toBeGreaterThan(0);
  await expect(page.locator('article mark').first()).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.locator('article')).toHaveCount(Math.min(40, total));
});

test('/search without a query, typing updates the URL, and no results says so', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page.locator('input[name="q"]')).toHaveAttribute('placeholder', 'Type your search here');
  await expect(page.locator('article')).toHaveCount(0);
  await page.locator('input[name="q"]').fill('zzqxv');
  await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
  await expect(page.getByText('No results were found')).toBeVisible();
  await page.locator('input[name="q"]').fill('');
  await expect(page).toHaveURL(/\/search$/);
});

test("a search typed into /search's box before the page has hydrated is kept and becomes the query", async ({
  page,
}) => {
  // Every script is held from the start: the box is the page's static HTML, autofocused, while the keys are typed.
  // The page's load event waits for the held scripts once the page has asked for them: wait for the HTML only.
  const scripts = await holdScripts(page);
  await page.goto('/search', { waitUntil: 'domcontentloaded' });
  const box = page.locator('input[name="q"]');
  await box.focus();
  await page.keyboard.type('oll');
  await expect(page).toHaveURL(/\/search$/);
  await scripts.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/search\?q=oll$/);
  await expect(page.locator('h1')).toHaveText('Search results for "oll"');
  await page.keyboard.type('ama');
  await expect(box).toHaveValue('ollama');
  await expect(page).toHaveURL(/\/search\?q=ollama$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('a result opens its page and the back button returns to the same results', async ({ page }) => {
  await page.goto('/search?q=ollama');
  await waitForHydration(page);
  const first = page.locator('article h3 a').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?#]/g, '\\$&')}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=ollama$/);
  await expect(page.locator('input[name="q"]')).toHaveValue('ollama');
  await expect(page.locator('article').first()).toBeVisible();
});

test("the modal's 'See all' link leads to /search with the query", async ({ page }) => {
  await page.goto('/usage/web-ui');
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').fill('web ui');
  await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=web%20ui$/);
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(page.locator('article').first()).toBeVisible();
});

test('/search shows the error texts when the index cannot be loaded', async ({ page, consoleErrors }) => {
  await page.route(INDEX_FILES, (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/search?q=ollama');
  await waitForHydration(page);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !(e.includes('search-index') && e.includes('404'))),
  );
});

test('the search page and the open modal pass axe', async ({ page }) => {
  // Two axe scans of pages full of results: more than the default 30 s on shared cores.
  test.slow();
  await page.goto('/search?q=ollama');
  await waitForHydration(page);
  await expect(page.locator('article').first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('ollama');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await axe(page).include('.DocSearch-Container').analyze()).violations).toEqual([]);
});

// The /pr-42/ site is the two-version fixture docs root, whose root version is "current" (tests/e2e-env.ts).
test('under the /pr-42/ base path, search loads the index from the base and hits link under it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${BASE_SITE}/guide/setup`);
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').fill('new feature');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', /^\/pr-42\/guide\/new-feature/);
  expect(requests).toContain('/pr-42/search-index/docs-default-current.json');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${BASE_SITE}/guide/new-feature`));
});
