import { axe } from './helpers/axe';
import { expect, expectOpen, test as freshContextTest, testOnSharedPage as test, waitForHydration } from './fixtures';
import { CODE_PALETTES } from '../lib/site/tasks';

// The tests share a page (fixtures.ts), except the clipboard one, which grants its own context a permission.

test('navbar: logo links to ra-aid.ai, Docs on the left to the landing doc, GitHub on the right', async ({ page }) => {
  await page.goto('/usage/web-ui');
  const nav = page.locator('nav[aria-label="Main"]');
  await expect(nav.locator('a.navbar__brand')).toHaveAttribute('href', 'https://ra-aid.ai');
  await expect(nav.locator('img.logo--dark')).toBeVisible();
  await expect(nav.locator('img.logo--light')).toBeHidden();
  const docs = nav.getByRole('link', { name: 'Docs', exact: true });
  await expect(docs).toHaveAttribute('href', '/');
  const github = nav.getByRole('link', { name: 'GitHub' });
  await expect(github).toHaveAttribute('href', 'https://github.com/ai-christianson/RA.Aid');
  await expect(github).toHaveAttribute('target', '_blank');
  const [docsBox, githubBox] = [await docs.boundingBox(), await github.boundingBox()];
  expect(docsBox!.x).toBeLessThan(githubBox!.x);
});

test('footer is dark, says 2025 and has no links', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer).toContainText('2025');
  await expect(footer.locator('a')).toHaveCount(0);
});

test('sidebar marks the current page and opens its category; categories follow position order', async ({ page }) => {
  await page.goto('/configuration/ollama');
  const sidebar = page.locator('.doc-sidebar');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Ollama');
  await expectOpen(sidebar.getByLabel("sidebar category 'Configuration'").locator('xpath=..'), true);
  await expectOpen(sidebar.getByLabel("sidebar category 'Usage'").locator('xpath=..'), false);
  const top = await sidebar
    .locator(':scope nav > ul > li > a, :scope nav > ul > li > .menu__category-row > a')
    .allTextContents();
  expect(top.map((t) => t.trim())).toEqual([
    'Introduction',
    'Quick Start',
    'Configuration',
    'Usage',
    'API',
    'Reference',
    'Contributing to RA.Aid',
    'Getting help',
    'Release notes',
  ]);
});

test('sidebar categories expand and collapse with their own button', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const sidebar = page.locator('.doc-sidebar');
  const usage = sidebar.getByLabel("sidebar category 'Usage'");
  const webUi = sidebar.getByRole('link', { name: 'Web UI' });
  await expect(webUi).toBeHidden();
  await usage.click();
  await expectOpen(usage.locator('xpath=..'), true);
  await expect(webUi).toBeVisible();
  await usage.click();
  await expect(webUi).toBeHidden();
});

test('breadcrumbs, table of contents and previous/next links', async ({ page }) => {
  await page.goto('/quickstart/installation');
  const crumbs = page.locator('nav[aria-label="Breadcrumbs"] li');
  await expect(crumbs).toHaveCount(3);
  await expect(crumbs.nth(1)).toHaveText('Quick Start');
  await expect(crumbs.nth(2)).toHaveText('Installation');
  const toc = page.locator('nav[aria-label="On this page"] a');
  expect(await toc.count()).toBeGreaterThan(3);
  for (const link of await toc.all()) {
    const id = (await link.getAttribute('href'))!.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    expect(await page.locator(`[id="${id}"]`).evaluate((el) => el.tagName)).toMatch(/^H[23]$/);
  }
  const pager = page.locator('nav[aria-label="Docs pages"]');
  await expect(pager.locator('.pagination-nav__link--prev')).toHaveAttribute('href', '/category/quick-start');
  await expect(pager.locator('.pagination-nav__link--next')).toHaveAttribute('href', '/quickstart/recommended');
});

test('headings have anchor links and client navigation keeps working', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const h2 = page.locator('main h2.anchor').first();
  const id = await h2.getAttribute('id');
  await expect(h2.locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
  await page.locator('.doc-sidebar').getByRole('link', { name: 'Ollama' }).click();
  await expect(page).toHaveURL(/\/configuration\/ollama$/);
  await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('Ollama');
});

freshContextTest('code blocks copy their code to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const block = page.locator('.code-block').filter({ hasText: 'pip install' }).first();
  const code = (await block.locator('pre code').innerText()).replace(/\n$/, '');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('tabs switch panels with a click and the arrow keys', async ({ page }) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const set = page.locator('main [data-tabs]').first();
  const panels = set.locator(':scope > .tabs__panel');
  await set.locator('.tabs__item').nth(1).click();
  await expect(set.getByRole('radio').nth(1)).toBeChecked();
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(set.getByRole('radio').first()).toBeChecked();
  await expect(panels.nth(0)).toBeVisible();
  await expect(panels.nth(1)).toBeHidden();
});

test('code is highlighted at build time (no highlighter in the browser), token colours as classes of the theme', async ({
  page,
}) => {
  await page.goto('/usage/web-ui');
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  // A token with a colour of its own: its class names its colour's index in both themes' palettes.
  const token = page.locator('pre.shiki span[class]:not(.line)').first();
  const index = Number(/^c(\d+)$/.exec((await token.getAttribute('class')) ?? '')?.[1]);
  expect(index).toBeGreaterThan(0);
  await expect(token).not.toHaveAttribute('style');
  // The site starts in dark mode.
  await expect(token).toHaveCSS('color', rgb(CODE_PALETTES.dark[index]));
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await expect(token).toHaveCSS('color', rgb(CODE_PALETTES.light[index]));
  // A token in the block's own text colour has no class and takes the colour of its block.
  const plain = page.locator('pre.shiki span:not([class])').first();
  await expect(plain).not.toHaveAttribute('style');
  const blockColour = await plain.evaluate((el) => getComputedStyle(el.closest('pre')!).color);
  await expect(plain).toHaveCSS('color', blockColour);
});

for (const path of [
  '/',
  '/configuration/logging',
  '/category/usage',
  '/api/list-sessions-v-1-session-get',
  '/api/ra-aid-api',
  '/nope',
]) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the article column has its final width before the TOC is parsed (no shift while the HTML arrives)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configuration/logging');
  // Hydrated first, so taking the TOC out below is not a change React finds in the server's HTML.
  await waitForHydration(page);
  const width = () => page.locator('.doc-col').evaluate((el) => el.getBoundingClientRect().width);
  const withToc = await width();
  // The TOC comes after the article in the HTML: a browser that paints early lays the column out without it.
  await page.locator('.doc-toc').evaluate((el) => el.remove());
  expect(await width()).toBe(withToc);
});
