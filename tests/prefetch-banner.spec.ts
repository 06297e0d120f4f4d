import { BASE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './helpers/network-quiet';
import { routeDataRequests } from './helpers/route-data';

test('route data is prefetched when the reader points at a link, not when the link comes into view', async ({
  page,
}) => {
  const requests = routeDataRequests(page, '/quickstart/installation');
  const network = watchNetwork(page);
  await page.goto('/category/quick-start');
  await waitForHydration(page);
  await network.quiet();
  // The card is in view: nothing is fetched for it until the pointer is on it.
  await expect(page.locator('main a.card[href="/quickstart/installation"]')).toBeInViewport();
  expect(requests).toEqual([]);
  await page.locator('main a.card[href="/quickstart/installation"]').hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('keyboard focus on a link prefetches its route', async ({ page }) => {
  const requests = routeDataRequests(page, '/quickstart/installation');
  await page.goto('/category/quick-start');
  await waitForHydration(page);
  await page.locator('main a.card[href="/quickstart/installation"]').focus();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('the page being read is never prefetched, though the pointer rests on its own sidebar link', async ({ page }) => {
  const own: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'document') return;
    if (path === '/quickstart/installation' || path.startsWith('/quickstart/installation/__next'))
      own.push(`${r.method()} ${path}`);
  });
  const neighbour = routeDataRequests(page, '/quickstart/recommended');
  const network = watchNetwork(page);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByRole('link', { name: 'Installation' }).hover();
  await sidebar.getByRole('link', { name: 'Recommended setup' }).hover();
  await expect.poll(() => neighbour.length).toBeGreaterThan(0);
  await network.quiet();
  expect(own).toEqual([]);
});

test('a link prefetched once is not fetched again on a second hover', async ({ page }) => {
  const requests = routeDataRequests(page, '/quickstart/installation');
  const network = watchNetwork(page);
  await page.goto('/category/quick-start');
  await waitForHydration(page);
  await page.locator('main a.card[href="/quickstart/installation"]').hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await network.quiet();
  await page.mouse.move(1, 1);
  await page.locator('main a.card[href="/quickstart/installation"]').hover();
  await page.waitForTimeout(500);
  // A prefetch is several segment requests that may still trickle in on a loaded machine; what must
  // not happen is any of them being requested a second time.
  expect(requests.length - new Set(requests).size, `requested twice: ${requests.join(', ')}`).toBe(0);
});

for (const [name, connection] of [
  ['2g', { effectiveType: '2g', saveData: false }],
  ['data saver', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`no route prefetching on ${name} (in view or on hover)`, async ({ page }) => {
    await page.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), c),
      });
    }, connection);
    const requests = routeDataRequests(page, '/quickstart/installation');
    await page.goto('/category/quick-start');
    await waitForHydration(page);
    await page.locator('main a.card[href="/quickstart/installation"]').hover();
    await page.waitForTimeout(800);
    expect(requests).toEqual([]);
  });
}

test('the wrong-base-URL banner shows on the home page when the site scripts and styles fail to load', async ({
  page,
}) => {
  await page.route('**/_next/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Current configured baseUrl = / (default value)');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/');
});

test('the wrong-base-URL banner shows the configured base and suggests the path the site is served at', async ({
  page,
}) => {
  // The /pr-42/ build's home page, served where its scripts cannot be found.
  await page.route(/\/_next\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
  await page.goto(`${BASE_SITE}/`);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText(
    'Current configured baseUrl = /pr-42/',
  );
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/pr-42/');
});

test('no banner when the site loads, and no banner script outside the home page', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  expect(await (await request.get('/')).text()).toContain('__docusaurus-base-url-issue-banner');
  expect(await (await request.get('/configuration/logging')).text()).not.toContain(
    '__docusaurus-base-url-issue-banner',
  );
});

test('fixture site: baseUrlIssueBanner off leaves the banner script out of the home page', async ({ request }) => {
  const { FIXTURE_SITE } = await import('./e2e-env');
  expect(await (await request.get(`${FIXTURE_SITE}/`)).text()).not.toContain('__docusaurus-base-url-issue-banner');
});
