import { test as base, expect, type Page } from '@playwright/test';

/** Guide and category routes of the product spec (API routes come with the API reference). */
export const GUIDE_ROUTES = [
  '/',
  '/quickstart/installation',
  '/quickstart/open-models',
  '/quickstart/recommended',
  '/configuration/expert-model',
  '/configuration/logging',
  '/configuration/memory-management',
  '/configuration/ollama',
  '/configuration/project-state',
  '/configuration/reasoning-assistance',
  '/configuration/thinking-models',
  '/usage/cpp-game',
  '/usage/custom-tools',
  '/usage/modern-web-app',
  '/usage/monorepo',
  '/usage/planning-workflow',
  '/usage/web-ui',
  '/contributing',
  '/getting-help',
];
export const CATEGORY_ROUTES = ['/category/quick-start', '/category/configuration', '/category/usage'];

export const SITE_TITLE = 'RA.Aid Documentation';

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
