import type { Page } from '@playwright/test';
import { FIXTURE_SITE, VERSIONED_SITE } from './e2e-env';
import { expect, pointAtPage, test, waitForHydration } from './fixtures';

const navbar = 'nav[aria-label="Main"]';

/** With hideOnScroll the navbar's watching code is fetched after hydration; it marks the navbar once it runs. */
async function waitForHideOnScroll(page: Page) {
  await waitForHydration(page);
  await expect(page.locator(`${navbar}[data-hide-on-scroll="watching"]`)).toHaveCount(1);
}

/** Scrolls down in two steps (the first sets the last position) and expects the navbar to hide. */
async function scrollDownUntilHidden(page: Page) {
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(100);
  await page.mouse.wheel(0, 500);
  await expect(page.locator(navbar)).toHaveClass(/navbar--hidden/);
}

test('hideOnScroll is off by default: the navbar stays when scrolling down, and its watching code never loads', async ({
  page,
}) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(400);
  await expect(page.locator(navbar)).toBeInViewport();
  await expect(page.locator(navbar)).not.toHaveClass(/navbar--hidden/);
  await expect(page.locator(navbar)).not.toHaveAttribute('data-hide-on-scroll');
});

test.describe('fixture site: navbar.hideOnScroll', () => {
  test('hides on scroll down, shows on scroll up and near the top', async ({ page }) => {
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await waitForHideOnScroll(page);
    const nav = page.locator(navbar);
    await scrollDownUntilHidden(page);
    await expect(nav).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(nav).not.toHaveClass(/navbar--hidden/);
    await page.mouse.wheel(0, 800);
    await expect(nav).toHaveClass(/navbar--hidden/);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(nav).not.toHaveClass(/navbar--hidden/);
  });

  test('the fixture reading ("hide") hides the navbar on reaching a hash target', async ({ page }) => {
    await page.goto(`${FIXTURE_SITE}/getting-help`);
    await waitForHideOnScroll(page);
    await page.locator('main a[href="/quickstart/installation#upgrading"]').first().click();
    await expect(page).toHaveURL(/#upgrading$/);
    await expect(page.locator(navbar)).toHaveClass(/navbar--hidden/);
  });
});

test('versioned fixture site: with hideOnScroll, the default reading ("show") shows the navbar on reaching a hash target', async ({
  page,
}) => {
  await page.goto(`${VERSIONED_SITE}/scrolling`);
  await waitForHideOnScroll(page);
  const nav = page.locator(navbar);
  await scrollDownUntilHidden(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).not.toHaveClass(/navbar--hidden/);
  await page.getByRole('link', { name: 'Jump to the end' }).click();
  await expect(page).toHaveURL(/#the-end$/);
  await expect(page.locator('#the-end')).toBeInViewport();
  await page.waitForTimeout(300);
  await expect(nav).not.toHaveClass(/navbar--hidden/);
});

/** Marks every element under the docs sidebar with the last height transition it carried (data-seen-transition). */
async function watchTransitions(page: Page) {
  await page.locator('.doc-sidebar').evaluate((root) => {
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.style.transition) el.dataset.seenTransition = el.style.transition;
      }
    }).observe(root, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
}

test('sidebar categories animate open by height and close to display none, height 0, overflow hidden', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const usage = page.locator('.doc-sidebar').getByRole('button', { name: "sidebar category 'Usage'" });
  // A category never opened has no panel in the page yet.
  await expect(usage).not.toHaveAttribute('aria-controls');
  await watchTransitions(page);
  await usage.click();
  await expect(usage).toHaveAttribute('aria-controls', /.+/);
  const panel = page.locator(`[id="${await usage.getAttribute('aria-controls')}"]`);
  // While opening, the panel carries a height transition computed from its content height.
  await expect.poll(() => panel.getAttribute('data-seen-transition')).toMatch(/^height \d+ms ease-in-out$/);
  await expect
    .poll(() => panel.evaluate((el) => [el.style.display, el.style.height, el.style.overflow].join(' ')))
    .toBe('block auto visible');
  const expected = await panel.evaluate((el) =>
    Math.round((4 + 15 * (el.scrollHeight / 36) ** 0.25 + el.scrollHeight / 36 / 5) * 10),
  );
  expect(await panel.getAttribute('data-seen-transition')).toBe(`height ${expected}ms ease-in-out`);
  await page.locator('.doc-sidebar').getByRole('button', { name: "Collapse sidebar category 'Usage'" }).click();
  await expect
    .poll(() => panel.evaluate((el) => [el.style.display, el.style.height, el.style.overflow].join(' ')))
    .toBe('none 0px hidden');
});

test('under reduced motion the sidebar animation lasts 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const usage = page.locator('.doc-sidebar').getByRole('button', { name: "sidebar category 'Usage'" });
  await watchTransitions(page);
  await usage.click();
  await expect(usage).toHaveAttribute('aria-controls', /.+/);
  const panel = page.locator(`[id="${await usage.getAttribute('aria-controls')}"]`);
  await expect.poll(() => panel.getAttribute('data-seen-transition')).toBe('height 1ms ease-in-out');
});

test('categories never auto-collapse, and the current page category opens on navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Usage'" }).click();
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Configuration'" }).click();
  await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Usage'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await sidebar.getByRole('button', { name: "Collapse sidebar category 'Configuration'" }).click();
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/category\/quick-start$/);
  await expect(sidebar.getByRole('button', { name: "sidebar category 'Quick Start'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('button', { name: "sidebar category 'Usage'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The sidebar itself cannot be hidden.
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
});

test('sidebar: a category the reader opened and the one holding the page both stay open after navigating into the opened one', async ({
  page,
}) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await expect(sidebar.getByRole('button', { name: "sidebar category 'Quick Start'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Configuration'" }).click();
  await sidebar.getByRole('link', { name: 'Logging' }).click();
  await expect(page).toHaveURL(/\/configuration\/logging$/);
  await expect(page.locator('main h1')).toHaveText(/logging/i);
  await expect(sidebar.getByRole('button', { name: "sidebar category 'Configuration'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('button', { name: "sidebar category 'Quick Start'" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toBeVisible();
});

/** The paths of the sidebar files the page requests from now on. */
function sidebarTreeRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sidebar-data/')) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test("a closed sidebar category's items are not in the page; expanding it loads them from the version's sidebar file", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const sidebarHtml = html.slice(html.indexOf('<aside class="doc-sidebar">'), html.indexOf('</aside>'));
  expect(sidebarHtml).toContain('Usage');
  expect(sidebarHtml).not.toContain('/usage/monorepo');
  // Nor an empty panel for them: the panel is added when the category is first opened.
  expect(sidebarHtml).not.toContain('height:0px');
  const treeRequests = sidebarTreeRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Usage'" }).click();
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeVisible();
  // The root serves the 0.30.2 docs (docs.lastVersion), so their tree is the one loaded.
  expect(treeRequests).toEqual(['/sidebar-data/0.30.2.json']);
  // A second closed category uses the tree already loaded.
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Configuration'" }).click();
  await expect(sidebar.getByRole('link', { name: 'Logging' })).toBeVisible();
  expect(treeRequests).toHaveLength(1);
});

test("a page's route data does not carry the sidebar: its code renders it from the version's sidebar file, loaded after the first interaction", async ({
  page,
  request,
}) => {
  const payload = await (await request.get('/configuration/logging.txt')).text();
  expect(payload).toContain('/sidebar-data/0.30.2.json?v=');
  expect(payload).not.toContain('"pageId"');
  const treeRequests = sidebarTreeRequests(page);
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  expect(treeRequests).toEqual([]);
  await pointAtPage(page);
  expect(treeRequests).toEqual(['/sidebar-data/0.30.2.json']);
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Usage'" }).click();
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeVisible();
  expect(treeRequests).toHaveLength(1);
});

test('when the sidebar file fails to load, the sidebar keeps its static links and comes alive when a later try succeeds', async ({
  page,
  consoleErrors,
}) => {
  let failures = 0;
  await page.route('**/sidebar-data/**', (route) => {
    if (failures++ === 0) return route.fulfill({ status: 503, body: 'down' });
    return route.continue();
  });
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.mouse.move(20, 300);
  await expect.poll(() => failures).toBe(1);
  const sidebar = page.locator('.doc-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Logging' })).toHaveAttribute('aria-current', 'page');
  // The next try, a few seconds later, succeeds: the category toggles work.
  await expect.poll(() => failures, { timeout: 15_000 }).toBe(2);
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Usage'" }).click();
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeVisible();
  // The browser's own report of the failed response is the only error.
  const others = consoleErrors.filter((e) => !e.includes('503'));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
