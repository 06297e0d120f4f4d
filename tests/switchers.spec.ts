import { expect, test, waitForHydration } from './fixtures';
import { BASE_SITE } from './e2e-env';

// The real site: two docs versions (0.30.2 at the root, Next under /next/; see release-versions.spec.ts) and one locale.
test.describe('preferred docs version', () => {
  test('a stored preferred version naming no version of the site is deleted on load', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', '1.0');
      }
    });
    await page.goto('/usage/web-ui');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

test.describe('language switcher', () => {
  test('lists English, active, linking to the same page in a same-tab full load, with query and hash', async ({
    page,
  }) => {
    await page.goto('/configuration/logging?x=1#top');
    await waitForHydration(page);
    const menu = page.locator('nav[aria-label="Main"] .navbar__locales');
    await expect(menu.locator('summary.dropdown__trigger')).toHaveText('English');
    await menu.locator('summary.dropdown__trigger').click();
    const english = menu.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/configuration/logging?x=1#top');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('target', '_self');
    await expect(english).toHaveClass(/dropdown__link--active/);
    await expect(menu.locator('.dropdown__link')).toHaveCount(1);
  });

  test('links to the current path on the not-found page once it has hydrated', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHydration(page);
    // The static HTML is the not-found page's, rendered once for every path; hydration names this path.
    await expect(page.locator('.navbar__locales .dropdown__link')).toHaveAttribute('href', '/no/such/page');
  });

  test('keeps the base path of a preview build', async ({ page }) => {
    await page.goto(`${BASE_SITE}/guide/setup`);
    await waitForHydration(page);
    await expect(page.locator('.navbar__locales .dropdown__link')).toHaveAttribute('href', '/pr-42/guide/setup');
  });
});
