import { test as base, expect, type Page } from '@playwright/test';

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
 * The reader's first interaction: the pointer moves onto the page, as it does before any click. The controls that
 * only react to the reader (components/gated-leaf.tsx) load their code then; this waits until they are live.
 */
export async function pointAtPage(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(400, 300);
  await expect(page.locator('html')).toHaveAttribute('data-gated-leaves', 'live');
}
