import { axe } from './helpers/axe';
import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

// One route per test, so a slow machine never has to fit a whole sweep into one test's time.
// 0.30.2 pages at the root, a Next page (with its unreleased banner), the generated pages (reference, release notes,
// upgrade guide), an API page, search and a not-found page.
// The generated pages share the chrome checked above at both widths; their bodies (long code headings, fact lists) are
// checked at the phone width, where they are most likely to break.
const GENERATED = [
  '/reference/command-line',
  '/reference/environment-variables',
  '/reference/providers',
  '/release-notes',
  '/next/upgrading',
];
const ROUTES = [
  '/',
  '/configuration/ollama',
  '/next/configuration/ollama',
  ...GENERATED,
  '/api/spawn-agent-v-1-spawn-agent-post',
  '/search',
  '/no-such-page',
];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const mode of ['dark', 'light'] as const) {
  for (const size of WIDTHS) {
    for (const path of ROUTES) {
      if (size.name === 'desktop' && GENERATED.includes(path)) continue;
      test(`axe finds no violations on ${path} in ${mode} mode at ${size.name} width`, async ({ page }) => {
        // The generated pages hold a hundred entries or more: axe needs more than the default 30 s for them on shared
        // cores.
        test.slow(GENERATED.includes(path));
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await axe(page).analyze();
        expect(
          results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }

  test(`axe finds no violations in the open mobile sidebar in ${mode} mode`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto('/configuration/ollama');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Wait for the slide-in to end: colour contrast is measured on the final colours.
    await expect(page.locator('.navbar-sidebar')).toHaveCSS('opacity', '1');
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `mobile sidebar ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('fixture site (announcement bar, dropdown) has no axe violations, dropdown open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${FIXTURE_SITE}/configuration/ollama`);
  await waitForHydration(page);
  const guides = page.locator('nav[aria-label="Main"] .dropdown').filter({ hasText: 'Guides' });
  await guides.locator('summary').click();
  await expect(guides.getByRole('link', { name: 'Ollama' })).toBeVisible();
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('landmarks: labelled navs, one main, a footer; toggles state whether they are expanded', async ({ page }) => {
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  for (const nav of await page.locator('nav').all()) expect(await nav.getAttribute('aria-label')).toBeTruthy();
  for (const button of await page.locator('.navbar__toggle').all())
    expect(await button.getAttribute('aria-expanded')).toMatch(/^(true|false)$/);
  // The sidebar's category carets are the summaries of <details>, which state it natively.
  for (const caret of await page.locator('.menu__caret').all()) {
    expect(await caret.evaluate((el) => el.tagName === 'SUMMARY' && el.parentElement?.tagName === 'DETAILS')).toBe(
      true,
    );
  }
});

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return getComputedStyle(el).outlineStyle;
  });
  expect(outline).not.toBe('none');
});
