import {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  GUIDE_ROUTES,
  nextRoute,
  SITE_TITLE,
  expect,
  testOnSharedPage as test,
  waitForHydration,
} from './fixtures';

// Each test loads its own route with page.goto and reads what it renders: none needs a fresh browser context.

test.describe("every guide, category and API route of the spec, and the Next docs' guides and categories", () => {
  for (const route of [
    ...GUIDE_ROUTES,
    ...CATEGORY_ROUTES,
    API_OVERVIEW_ROUTE,
    ...API_OPERATION_ROUTES.map((r) => r.route),
    // The Next docs' guides and categories: the same components over other MDX (their API pages load in
    // api-samples.spec.ts).
    ...[...GUIDE_ROUTES, ...CATEGORY_ROUTES].map(nextRoute),
  ]) {
    test(`${route} renders its h1 and a "Page | ${SITE_TITLE}" title`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      const heading = (await h1.textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(`${heading} | ${SITE_TITLE}`);
      await waitForHydration(page);
    });
  }
});

test('the landing page is the intro guide at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('Introduction');
});

test('category index pages list their pages as cards with title and description', async ({ page }) => {
  await page.goto('/category/configuration');
  const cards = page.locator('.cards a.card');
  await expect(cards).toHaveCount(7);
  await expect(cards.first().locator('h2')).toContainText('expert model', { ignoreCase: true });
  for (const card of await cards.all()) await expect(card.locator('p')).not.toBeEmpty();
  await expect(page.locator('header p')).not.toBeEmpty();
});

test.describe('not found', () => {
  for (const path of ['/nope', '/usage', '/quickstart/installation/extra', '/configuration/index.html']) {
    test(`${path} shows the not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
      await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
      await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
      await expect(page.locator('footer')).toContainText('2025');
    });
  }
});

test.describe('.html and /index.html forms', () => {
  test('/usage/web-ui.html shows the Web UI page at its canonical URL', async ({ page }) => {
    const response = await page.goto('/usage/web-ui.html');
    expect(response?.status()).toBe(200);
    const title = await page.locator('main h1').textContent();
    await expect(page).toHaveURL(/\/usage\/web-ui$/);
    await page.goto('/usage/web-ui');
    await expect(page.locator('main h1')).toHaveText(title ?? '');
    await waitForHydration(page);
  });

  test('/index.html shows the landing page at /', async ({ page }) => {
    const response = await page.goto('/index.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('Introduction');
    await waitForHydration(page);
  });
});
