import { SCRIPTS_STATE } from '../lib/head-scripts/inline-scripts';
import { expect, test, waitForHydration } from './fixtures';

// Pages load their RSC payload from their route's .txt file (scripts/build-steps/payload-file.ts) instead of
// carrying a second copy of it inline.

const ROUTE = '/quickstart/installation';

test('a page carries no inline copy of its payload, fetches it from its route file, and hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get(ROUTE)).text();
  expect(html).toContain('.push([0])');
  expect(html).not.toContain('self.__next_f.push([1');
  const payload = page.waitForRequest((r) => new URL(r.url()).pathname === `${ROUTE}.txt` && !new URL(r.url()).search);
  await page.goto(ROUTE);
  expect((await (await payload).response())?.status()).toBe(200);
  await waitForHydration(page);
  // Hydrated: a tab switches without a page load.
  const tab = page.locator('main [role="tablist"]').first().getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('when the payload file cannot be loaded, the page stays its readable static HTML and its links still work', async ({
  page,
  consoleErrors,
}) => {
  await page.route(
    (url) => url.pathname === `${ROUTE}.txt` && !url.search,
    (route) => route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto(ROUTE);
  await page.waitForFunction(`window.${SCRIPTS_STATE} === 'done'`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  // No script ran, so no error besides the browser's own report of the failed response.
  expect(consoleErrors.filter((e) => !e.includes('503'))).toEqual([]);
  consoleErrors.length = 0;
  await page.locator('a.menu__link[href="/quickstart/recommended"]').first().click();
  await expect(page).toHaveURL(/\/quickstart\/recommended$/);
  await expect(page.locator('main h1')).toBeVisible();
});
