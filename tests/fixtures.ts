import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { SITE } from './e2e-env';

export {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  GUIDE_ROUTES,
  methodBadge,
  nextRoute,
  GENERATED_ROUTES,
  SITE_TITLE,
  SPEC_ROUTES,
} from './spec-routes';

/** Every page test also fails on console errors and uncaught exceptions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        // A not-found page's own 404 status is logged by Chromium; that one is expected.
        const ownStatus = m.text().startsWith('Failed to load resource') && m.location().url === page.url();
        if (m.type() === 'error' && !ownStatus) errors.push(`${m.text()} (${m.location().url})`);
      };
      const onPageError = (e: Error) => errors.push(e.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      // The page may outlive the test (testOnSharedPage): its next test collects its own errors.
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Playwright's default viewport, the shared context's. */
const SHARED_PAGE_VIEWPORT = { width: 1280, height: 720 };

/**
 * `test` for tests whose behaviour does not depend on a fresh browser context (they use no `context`, set no
 * permission, init script, route or `test.use` option but the viewport of their own, and do not measure what a cold
 * cache loads): each worker opens one context, and each test gets a new tab of it. That saves a context per test and
 * keeps the HTTP and compiled-code caches warm, as a reader's browser has them from the second page on
 * (bench/by-hand.md, "CI time"). A remembered tab or colour choice must not reach the next test: the tab is closed,
 * and the local storage of every origin it visited and the cookies are cleared.
 */
export const testOnSharedPage = test.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: SITE, viewport: SHARED_PAGE_VIEWPORT });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedContext, viewport, hasTouch, isMobile, javaScriptEnabled }, provide) => {
    // Only the viewport of `test.use` can be given to a page of a context that already exists.
    if (hasTouch || isMobile || javaScriptEnabled === false) {
      throw new Error('testOnSharedPage: hasTouch, isMobile and javaScriptEnabled need a context of their own');
    }
    const page = await sharedContext.newPage();
    const origins = new Set<string>();
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin !== 'null') origins.add(origin);
    });
    await page.setViewportSize(viewport ?? SHARED_PAGE_VIEWPORT);
    await provide(page);
    // A new tab per test starts with no session storage; the local storage of every origin the test visited (a test
    // may go from one e2e site to another) and the cookies are cleared here.
    const devtools = await sharedContext.newCDPSession(page);
    for (const origin of origins) {
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    }
    await devtools.detach();
    await page.close();
    await sharedContext.clearCookies();
  },
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
