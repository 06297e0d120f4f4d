import type { Page } from '@playwright/test';
import { FIXTURE_SITE, BASE_SITE } from './e2e-env';
import { expect, expectOpen, test, waitForHydration } from './fixtures';

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
  await page.goto(`${BASE_SITE}/scrolling`);
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

/**
 * Marks every element under the docs sidebar with the last height transition it carried (data-seen-transition) and
 * the last explicit height (data-seen-height).
 */
async function watchTransitions(page: Page) {
  await page.locator('.doc-sidebar').evaluate((root) => {
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.style.transition) el.dataset.seenTransition = el.style.transition;
        if (el.style.height) el.dataset.seenHeight = el.style.height;
      }
    }).observe(root, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
}

/** A sidebar category's caret (the summary of its <details>) and the <details> itself. */
function category(page: Page, label: string) {
  const caret = page.locator('.doc-sidebar').getByLabel(`sidebar category '${label}'`);
  return { caret, details: caret.locator('xpath=..'), panel: caret.locator('xpath=following-sibling::*[1]') };
}

test('sidebar categories animate open by height and close to hidden', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const usage = category(page, 'Usage');
  await watchTransitions(page);
  await usage.caret.click();
  await expectOpen(usage.details, true);
  // While opening, the panel carries a height transition computed from its content height, then none.
  await expect.poll(() => usage.panel.getAttribute('data-seen-transition')).toMatch(/^height \d+ms ease-in-out$/);
  await expect.poll(() => usage.panel.evaluate((el) => el.getAttribute('style') ?? '')).toBe('');
  const expected = await usage.panel.evaluate((el) =>
    Math.round((4 + 15 * (el.scrollHeight / 36) ** 0.25 + el.scrollHeight / 36 / 5) * 10),
  );
  expect(await usage.panel.getAttribute('data-seen-transition')).toBe(`height ${expected}ms ease-in-out`);
  await usage.caret.click();
  // Closing animates to a height of 0, then the details closes.
  await expect.poll(() => usage.panel.getAttribute('data-seen-height')).toBe('0px');
  await expectOpen(usage.details, false);
  await expect(usage.panel).toBeHidden();
});

test('under reduced motion the sidebar animation lasts 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const usage = category(page, 'Usage');
  await watchTransitions(page);
  await usage.caret.click();
  await expect.poll(() => usage.panel.getAttribute('data-seen-transition')).toBe('height 1ms ease-in-out');
  await expectOpen(usage.details, true);
});

test('categories never auto-collapse, and the current page category opens on navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.doc-sidebar').getByLabel("Expand sidebar category 'Usage'").click();
  await page.locator('.doc-sidebar').getByLabel("Expand sidebar category 'Configuration'").click();
  await expectOpen(category(page, 'Usage').details, true);
  await page.locator('.doc-sidebar').getByLabel("Collapse sidebar category 'Configuration'").click();
  await expectOpen(category(page, 'Configuration').details, false);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/category\/quick-start$/);
  await expectOpen(category(page, 'Quick Start').details, true);
  await expectOpen(category(page, 'Usage').details, true);
  // The sidebar itself cannot be hidden.
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
});

test('sidebar: a category the reader opened and the one holding the page both stay open after navigating into the opened one', async ({
  page,
}) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await expectOpen(category(page, 'Quick Start').details, true);
  await sidebar.getByLabel("Expand sidebar category 'Configuration'").click();
  // Pressed while the category still slides open (Playwright scrolls the link into view first, as focus would).
  await sidebar.getByRole('link', { name: 'Logging' }).click();
  await expect(page).toHaveURL(/\/configuration\/logging$/);
  await expect(page.locator('main h1')).toHaveText(/logging/i);
  await expectOpen(category(page, 'Configuration').details, true);
  await expectOpen(category(page, 'Quick Start').details, true);
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toBeVisible();
});

test('sidebar: a category that is opening clips its items and cannot be scrolled, so they stay where a press lands', async ({
  page,
}) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const summary = page.locator('.doc-sidebar').getByLabel("Expand sidebar category 'Configuration'");
  // A scrolling panel (focus, find in page) would move its links under the pointer as it grows.
  const scrolled = await summary.evaluate((el) => {
    (el as HTMLElement).click();
    const panel = el.nextElementSibling as HTMLElement;
    panel.scrollTop = 40;
    return { clipped: panel.clientHeight < panel.scrollHeight, scrollTop: panel.scrollTop };
  });
  expect(scrolled).toEqual({ clipped: true, scrollTop: 0 });
});

/** The paths of the sidebar files the page requests from now on. */
function sidebarTreeRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sidebar-data/')) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test("a small sidebar is whole in every page: a closed category's items are in its HTML and open without a request", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const sidebarHtml = html.slice(html.indexOf('<aside class="doc-sidebar">'), html.indexOf('</aside>'));
  expect(sidebarHtml).toContain('/usage/monorepo');
  const treeRequests = sidebarTreeRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeHidden();
  await sidebar.getByLabel("Expand sidebar category 'Usage'").click();
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeVisible();
  expect(treeRequests).toEqual([]);
});

test('without a script yet, a sidebar category opens and closes as a plain <details>', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(new URL('/', test.info().project.use.baseURL).href);
  const sidebar = page.locator('.doc-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeHidden();
  await sidebar.getByLabel("Expand sidebar category 'Usage'").click();
  await expect(sidebar.getByRole('link', { name: 'Monorepos' })).toBeVisible();
  await context.close();
});
