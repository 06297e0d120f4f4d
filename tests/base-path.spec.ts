import { BASE_SITE } from './e2e-env';
import { expect, testOnSharedPage as test, waitForHydration } from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).

// The /pr-42/ site is `npm run build:preview` over the two-version fixture docs root (tests/e2e-env.ts).
test.describe('the site built for a preview base path (/pr-42/)', () => {
  test('pages, styles, images and client navigation work under the base path', async ({ page }) => {
    const response = await page.goto(`${BASE_SITE}/guide/setup`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.locator('nav[aria-label="Main"]').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const logo = page.locator('img.logo--dark');
    await expect(logo).toHaveAttribute('src', '/pr-42/img/logo-dark.svg');
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await waitForHydration(page);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'New feature' }).click();
    await expect(page).toHaveURL(`${BASE_SITE}/guide/new-feature`);
    await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('New feature');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://docs.ra-aid.ai/pr-42/guide/new-feature',
    );
  });

  test('the landing page and the Docs link live under the base path', async ({ page }) => {
    await page.goto(`${BASE_SITE}/`);
    await expect(
      page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Docs', exact: true }),
    ).toHaveAttribute('href', '/pr-42');
    await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('Introduction');
  });

  test('paths outside the base path are not found', async ({ page }) => {
    const response = await page.goto(BASE_SITE.replace('/pr-42', '/guide/setup'));
    expect(response?.status()).toBe(404);
  });
});
