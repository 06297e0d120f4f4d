import { expect, test as base, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

// The broken route data is this test's point: Chromium reports each failed request for it as a console
// error. Only those are tolerated; any other console error still fails the test.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        const expected =
          m.text().startsWith('Failed to load resource') &&
          m.location().url.includes('/configuration/memory-management');
        if (m.type() === 'error' && !expected) errors.push(`${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * /configuration/logging with the route data of the next page (/configuration/memory-management) failing;
 * returns the console warnings. `beforeClick` runs once the page is hydrated; then the next-page link is
 * clicked, and the test expects a full load of that page with a warning naming it.
 */
async function clickThroughBrokenRouteData(page: Page, beforeClick: () => Promise<void> = async () => {}) {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  // The warning may be written while the page is being left for the full load, when the browser does not always
  // deliver the console message to the test any more: each console.warn is also kept in sessionStorage, which
  // the tab keeps across the load.
  await page.addInitScript(() => {
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[];
      sessionStorage.setItem('test:warnings', JSON.stringify([...kept, args.map(String).join(' ')]));
      warn(...args);
    };
  });
  await page.route(/\/configuration\/memory-management(\.txt|\/__next)/, (route) =>
    route.fulfill({ status: 500, body: 'broken' }),
  );
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await beforeClick();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/configuration\/memory-management$/);
  await expect(page.locator('main h1')).toHaveText(/memory/i);
  // A full load: the window (and the marker on it) is new.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[]);
  expect([...warnings, ...kept].some((w) => w.includes('memory-management'))).toBe(true);
}

test('when the next route data fails to load, the browser loads the target URL in full, with a console warning', async ({
  page,
}) => {
  await clickThroughBrokenRouteData(page);
});

test('route data that already failed while prefetched is named in the warning when the click loads the page in full', async ({
  page,
}) => {
  await clickThroughBrokenRouteData(page, async () => {
    // The link's route data is prefetched once the pointer is on the link; here that fails before any click.
    const failedPrefetch = page.waitForResponse(
      (r) => r.url().includes('/configuration/memory-management') && r.status() === 500,
    );
    await page.locator('.pagination-nav__link--next').hover();
    await failedPrefetch;
  });
});
