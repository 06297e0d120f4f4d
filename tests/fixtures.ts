import { test as base, expect, type Locator, type Page } from '@playwright/test';

export {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  GUIDE_ROUTES,
  methodBadge,
  nextRoute,
  SITE_TITLE,
  SPEC_ROUTES,
} from './spec-routes';

/** Every page test also fails on console errors and uncaught exceptions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // A not-found page's own 404 status is logged by Chromium; that one is expected.
        const ownStatus = m.text().startsWith('Failed to load resource') && m.location().url === page.url();
        if (m.type() === 'error' && !ownStatus) errors.push(`${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Whether a disclosure is open: the site's disclosures (sidebar categories, dropdowns, the folds, "On this page")
 * are `<details>` elements, whose summary states its expanded state without an aria attribute.
 */
export async function expectOpen(details: Locator, open: boolean) {
  if (open) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
