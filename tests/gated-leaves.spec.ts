import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './helpers/network-quiet';
import { delayTabsCode } from './helpers/late-tabs';

// The controls that only react to the reader (components/gated-leaf.tsx): copy buttons, the colour switch, the
// navbar menus, the docs sidebar, the mobile "On this page" box, the tabs, the TOC's highlight and the API pages'
// widgets. Their code loads at the reader's first interaction; until then the page shows their static HTML.

const GUIDE = '/configuration/logging';

/** Every JavaScript file the page receives, in order. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** The page hydrated and its network quiet, with no interaction at all. */
async function loadedUntouched(page: Page, route: string) {
  const network = watchNetwork(page);
  await page.goto(route);
  await waitForHydration(page);
  await network.quiet();
}

test('the controls that only react to the reader load their code at the first interaction, not with the page', async ({
  page,
}) => {
  const loaded = scripts(page);
  await loadedUntouched(page, GUIDE);
  const toggle = page.locator('.navbar__color-mode button');
  // Still the static HTML: the switch is disabled as before hydration, the sidebar and menus are in place.
  await expect(toggle).toBeDisabled();
  await expect(page.locator('nav[aria-label="Docs sidebar"] .menu__list').first()).toBeVisible();
  await expect(page.locator('.navbar__versions .dropdown__trigger')).toHaveText('0.30.2');
  await expect(page.locator('html')).not.toHaveAttribute('data-gated-leaves', 'live');
  const beforeInteraction = loaded.length;
  await page.mouse.move(400, 300);
  await expect(page.locator('html')).toHaveAttribute('data-gated-leaves', 'live');
  await expect(toggle).toBeEnabled();
  expect(loaded.length).toBeGreaterThan(beforeInteraction);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a click that arrives before its control has its code is kept and replayed once the code is there', async ({
  page,
}) => {
  await loadedUntouched(page, GUIDE);
  // From now on every script arrives late, so the click below lands on a control that is not live yet.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const caret = page.locator('nav[aria-label="Docs sidebar"] .menu__caret').first();
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
});

test('a held click is dropped when the reader moves the focus elsewhere before its control has its code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loadedUntouched(page, GUIDE);
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const menu = page.locator('.navbar__versions .dropdown__trigger');
  await menu.click();
  // The reader moves on to the breadcrumbs (hydrated with the page, so nothing else moves the focus later).
  await page.locator('a.breadcrumbs__link[aria-label="Home page"]').focus();
  await expect(page.locator('html')).toHaveAttribute('data-gated-leaves', 'live', { timeout: 15_000 });
  // The menu's code is live now; the click on it came before the reader moved on, so the menu stays shut.
  // A replay would come at the next animation frame after hydration: wait for two.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('two controls clicked one after the other before their code arrives both get their click', async ({ page }) => {
  await loadedUntouched(page, '/');
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const usage = sidebar.getByRole('button', { name: "sidebar category 'Usage'" });
  const configuration = sidebar.getByRole('button', { name: "sidebar category 'Configuration'" });
  await usage.click();
  await configuration.click();
  await expect(usage).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(configuration).toHaveAttribute('aria-expanded', 'true');
});

test('an update of the layout after hydration leaves the waiting controls as the static HTML shows them', async ({
  page,
}) => {
  await loadedUntouched(page, GUIDE);
  // The page registers its docs sidebar with the layout after hydration; that must not empty a waiting control.
  await page.waitForTimeout(500);
  for (const selector of [
    'nav[aria-label="Docs sidebar"] .menu__list',
    '.navbar__versions',
    '.navbar__locales',
    '.navbar__color-mode button',
  ]) {
    await expect(page.locator(selector).first(), selector).toBeAttached();
  }
});

test('a page has every Suspense boundary in place in its HTML, none moved in by a script after the first paint', async ({
  request,
}) => {
  for (const route of [GUIDE, '/', '/api/spawn-agent-v-1-spawn-agent-post', '/next/quickstart/installation']) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<template id="B:\d+">/);
    expect(html, route).not.toContain('$RC("B:');
    // The sidebar's list is inside its landmark, not in a hidden copy at the end of the page.
    expect(html, route).toMatch(/<nav aria-label="Docs sidebar" class="menu sidebar"><!--\$--><ul class="menu__list">/);
  }
});

test('a page rendered by a navigation shows its gated controls with it: the navigation waits for their code', async ({
  page,
}) => {
  // The click is the reader's first interaction, so the tabs' code starts loading with it; held back here.
  await delayTabsCode(page);
  await page.goto('/getting-help');
  await waitForHydration(page);
  // Whether the installation guide's tab sets are there in the first frame its heading is.
  await page.evaluate(() => {
    const w = window as unknown as { tabsWithHeading?: boolean };
    const observer = new MutationObserver(() => {
      if (!location.pathname.endsWith('/quickstart/installation') || !document.querySelector('main h1')) return;
      w.tabsWithHeading = document.querySelector('main [role="tablist"]') !== null;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('main a[href="/quickstart/installation#upgrading"]').first().click();
  await expect(page).toHaveURL(/\/quickstart\/installation#upgrading$/, { timeout: 15_000 });
  await expect(page.locator('main [role="tablist"]').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { tabsWithHeading?: boolean }).tabsWithHeading)).toBe(true);
});
