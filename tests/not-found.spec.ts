import { expect, test, waitForHydration } from './fixtures';

const suggestions = (page: import('@playwright/test').Page) => page.locator('.not-found__closest li a');

// The closest pages appear at hydration, with no input from the reader (components/not-found-suggestions.tsx).

test('a typo in a page name answers 404 and lists that page first among at most five closest pages', async ({
  page,
}) => {
  const response = await page.goto('/configuration/olama');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Closest pages' })).toBeVisible();
  await expect(suggestions(page).first()).toHaveAttribute('href', '/configuration/ollama');
  expect(await suggestions(page).count()).toBeLessThanOrEqual(5);
});

test('a typo under /next suggests the Next page first', async ({ page }) => {
  const response = await page.goto('/next/usage/web-uii');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(suggestions(page).first()).toHaveAttribute('href', '/next/usage/web-ui');
});

test('a suggested page opens when clicked', async ({ page }) => {
  await page.goto('/configuration/olama');
  await waitForHydration(page);
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/configuration\/ollama$/);
  await expect(page.locator('main h1')).toContainText('Ollama');
});

test('the not-found page keeps its heading, texts and layout', async ({ page }) => {
  const response = await page.goto('/configuration/olama');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test("the not-found page's search button opens the search modal", async ({ page }) => {
  await page.goto('/configuration/olama');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Search the docs' }).click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page).toHaveURL(/\/configuration\/olama$/);
});

test('the home link of the not-found page goes to the home page', async ({ page }) => {
  await page.goto('/configuration/olama');
  await waitForHydration(page);
  const home = page.locator('main').getByRole('link', { name: 'Go to the home page' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1')).toBeVisible();
});

test('a path like no page suggests nothing but still offers search and the home page', async ({ page }) => {
  const pages = page.waitForResponse((r) => r.url().endsWith('/not-found-pages.json'));
  await page.goto('/zzzzqqqq');
  await waitForHydration(page);
  expect((await pages).ok()).toBe(true);
  await expect(page.locator('.not-found__closest')).toHaveCount(0);
  await expect(page.locator('main').getByRole('button', { name: 'Search the docs' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('the not-found page preloads its list of pages in its head, and a doc page does not fetch it', async ({
  page,
}) => {
  await page.goto('/configuration/olama');
  await expect(page.locator('head link[rel="preload"][href="/not-found-pages.json"]')).toHaveCount(1);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  expect(fetched).toContain('/configuration/ollama');
  expect(fetched).not.toContain('/not-found-pages.json');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found page shows the search button and home link, and the button leads to the search page', async ({
    page,
  }) => {
    const response = await page.goto('/configuration/olama');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    const search = page.locator('main').getByRole('button', { name: 'Search the docs' });
    await expect(search).toBeVisible();
    await search.click();
    await expect(page).toHaveURL(/\/search\??$/);
  });
});
