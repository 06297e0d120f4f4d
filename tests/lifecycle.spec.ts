import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './helpers/network-quiet';
import { routeDataRequests } from './helpers/route-data';

test('the static HTML has data-has-hydrated="false"; it becomes "true" once the page is interactive', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/configuration/logging')).text();
  expect(html).toMatch(/<html[^>]*data-has-hydrated="false"/);
  expect(html).toContain('Logging');
  await page.goto('/configuration/logging');
  await waitForHydration(page);
});

test('a route change scrolls to the top of the new page', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const next = page.locator('.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await next.click();
  await expect(page).toHaveURL(/\/configuration\/memory-management$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a route change to a URL with a hash scrolls to the element it names', async ({ page }) => {
  await page.goto('/getting-help');
  await waitForHydration(page);
  await page.locator('main a[href="/quickstart/installation#upgrading"]').first().click();
  await expect(page).toHaveURL(/\/quickstart\/installation#upgrading$/);
  await expect
    .poll(() => page.locator('#upgrading').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(120);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('a change of the query only does not scroll', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  // The same client navigation a site link makes (scrolling is left to the page lifecycle).
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(h: string, o: object): void } } }).next.router.push(
      '/configuration/logging?tab=2',
      { scroll: false },
    ),
  );
  await expect(page).toHaveURL(/\?tab=2$/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test('after a link navigation, focus is at the top of the page so Tab reaches the skip link first', async ({
  page,
}) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.locator('.pagination-nav__link--next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/configuration\/memory-management$/);
  await expect(page.locator('[role="region"][aria-label="Skip to main content"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
});

test('a slow route change shows the progress bar (after 200 ms) until the new route has rendered', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  // Every request for the next route's data (prefetch included) waits until released.
  await page.route(/\/configuration\/memory-management(\.txt|\/__next)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/configuration\/memory-management$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a fast route change shows no progress bar', async ({ page }) => {
  const nextRouteData = routeDataRequests(page, '/configuration/memory-management');
  const network = watchNetwork(page);
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) document.documentElement.dataset.sawProgress = 'yes';
    }).observe(document.body, { childList: true });
  });
  // The route data is prefetched once the pointer is on the link.
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => nextRouteData.length).toBeGreaterThan(0);
  await network.quiet();
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/configuration\/memory-management$/);
  await expect(page.locator('main h1')).toHaveText(/memory/i);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => document.documentElement.dataset.sawProgress)).toBeUndefined();
});

test('keyboard focus outlines (navigation-with-keyboard on body) are on at first, go with a mouse press and come back with Tab', async ({
  page,
}) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const body = page.locator('body');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  // Pressed on the page title: plain text, nothing to follow.
  const title = (await page.locator('main h1').boundingBox())!;
  await page.mouse.move(title.x + 4, title.y + title.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await page.mouse.up();
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});
