import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The real site: RA.Aid 0.30.2 (versioned_docs/version-0.30.2) at the root, unreleased master (content/) as "Next"
// under /next/ (site.config.mjs: docs.lastVersion '0.30.2').
const KEY = 'docs-preferred-version-default';
const versionMenu = (page: Page) => page.locator('nav[aria-label="Main"] .navbar__versions');

test('the spec routes serve the 0.30.2 docs with the "Version: 0.30.2" badge and no banner', async ({ page }) => {
  const response = await page.goto('/quickstart/installation');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 0.30.2');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('--max-cost');
});

test('/next/ pages show Next with the unreleased banner linking to the same page in 0.30.2', async ({ page }) => {
  const response = await page.goto('/next/quickstart/installation');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toHaveText(
    'This is unreleased documentation for RA.Aid Documentation Next version.For up-to-date documentation, see the latest version (0.30.2).',
  );
  await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute(
    'href',
    '/quickstart/installation',
  );
});

test('the banner link remembers 0.30.2 as the preferred version', async ({ page }) => {
  await page.goto('/next/configuration/ollama');
  await waitForHydration(page);
  await page.getByRole('alert').getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/configuration\/ollama$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 0.30.2');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('0.30.2');
});

test('Next pages ask not to be indexed and name the 0.30.2 page as canonical', async ({ page }) => {
  await page.goto('/next/usage/web-ui');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://docs.ra-aid.ai/usage/web-ui',
  );
});

test('the version dropdown lists Next and 0.30.2 and switches to the same page, remembering the choice', async ({
  page,
}) => {
  await page.goto('/configuration/expert-model');
  await waitForHydration(page);
  const trigger = versionMenu(page).locator('summary.dropdown__trigger');
  await expect(trigger).toHaveText('0.30.2');
  await trigger.click();
  const items = versionMenu(page).locator('.dropdown__link');
  await expect(items).toHaveText(['Next', '0.30.2']);
  await items.filter({ hasText: 'Next' }).click();
  await expect(page).toHaveURL(/\/next\/configuration\/expert-model$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
});

test('links between Next guides stay in Next; links between 0.30.2 guides stay at the root', async ({ page }) => {
  await page.goto('/next/quickstart/recommended');
  const hrefs = await page
    .locator('main .markdown a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((h) => !h.startsWith('/next/'))).toEqual([]);
  await page.goto('/quickstart/recommended');
  const released = await page
    .locator('main .markdown a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(released.filter((h) => h.startsWith('/next'))).toEqual([]);
});

test('the API reference per version: the 0.30.2 session has no plan field, the Next one has', async ({ page }) => {
  await page.goto('/api/get-session-v-1-session-session-id-get');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('The implementation plan saved by a command-line run');
  await page.goto('/next/api/get-session-v-1-session-session-id-get');
  await expect(page.locator('main')).toContainText('The implementation plan saved by a command-line run');
});

test("each version's API overview offers its own OpenAPI file", async ({ page, request }) => {
  await page.goto('/next/api/ra-aid-api');
  const href = await page.locator('a.api-overview__download').getAttribute('href');
  expect(href).toBe('/openapi/next/ra-aid.openapi.yaml');
  expect(await (await request.get(href!)).text()).toContain('The implementation plan saved by a command-line run');
  expect(await (await request.get('/openapi/ra-aid.openapi.yaml')).text()).not.toContain(
    'The implementation plan saved by a command-line run',
  );
});

test('the CLI tables read the version’s own facts: --provider lists bedrock only on Next', async ({ page }) => {
  await page.goto('/quickstart/open-models');
  const released = page.locator('table.cli-options tr', { has: page.locator('code', { hasText: /^--provider$/ }) });
  await expect(released.first()).not.toContainText('bedrock');
  await page.goto('/next/quickstart/open-models');
  const next = page.locator('table.cli-options tr', { has: page.locator('code', { hasText: /^--provider$/ }) });
  await expect(next.first()).toContainText('bedrock');
});

for (const [path, inVersion] of [
  ['/configuration/ollama', (href: string) => !href.startsWith('/next')],
  ['/next/configuration/ollama', (href: string) => href === '/next' || href.startsWith('/next/')],
] as const) {
  test(`search from ${path} returns only pages of that page's version`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.locator('button.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('ollama');
    const links = page.locator('.DocSearch-Hit a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((h) => !inVersion(h))).toEqual([]);
  });
}
