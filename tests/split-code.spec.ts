import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { loadPageResources } from './helpers/page-resources';

// Client code that only some pages render is a chunk of its own (components/split-code.tsx), downloaded with the
// pages that have it, before any input, and by no other page; the mobile menu's panel is downloaded at mobile widths
// only. The tabs and the API samples' select need no code at all (CSS and the inline head scripts).

/** Strings that survive minification, each in one chunk's code only. */
const TRY_IT_CODE = /try-it__send/;
const NOT_FOUND_CODE = /not-found__closest/;
const MOBILE_PANEL_CODE = /Back to main menu/;
const GUIDE = '/usage/web-ui';
const GUIDE_WITH_TABS = '/quickstart/installation';
const API_PAGE = '/api/spawn-agent-v-1-spawn-agent-post';

async function scriptsOf(page: import('@playwright/test').Page, route: string): Promise<string[]> {
  const { resources } = await loadPageResources(page, route);
  return resources.filter((r) => r.resourceType === 'script').map((r) => r.body.toString('utf8'));
}

test("each split piece's code is in the static chunks (so the checks below look for something real)", () => {
  const dir = join(process.cwd(), 'out', '_next', 'static');
  const chunks = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
  expect(chunks.filter((c) => TRY_IT_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => NOT_FOUND_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => MOBILE_PANEL_CODE.test(c))).toHaveLength(1);
});

test("a guide at desktop width downloads neither the API panel's code, the not-found page's nor the mobile menu", async ({
  page,
}) => {
  const scripts = await scriptsOf(page, GUIDE);
  expect(scripts.length).toBeGreaterThan(0);
  const pieces = [TRY_IT_CODE, NOT_FOUND_CODE, MOBILE_PANEL_CODE];
  expect(scripts.filter((s) => pieces.some((code) => code.test(s)))).toEqual([]);
});

test("an API page downloads the Send panel's code with the page, before any input", async ({ page }) => {
  const scripts = await scriptsOf(page, API_PAGE);
  expect(scripts.some((s) => TRY_IT_CODE.test(s))).toBe(true);
  await expect(page.getByRole('region', { name: 'Send request' }).getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('the not-found page downloads the code of its closest pages with the page, and shows them with no input', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/quickstart/instalation');
  expect(scripts.some((s) => NOT_FOUND_CODE.test(s))).toBe(true);
  await expect(page.locator('.not-found__closest a').first()).toHaveAttribute('href', /\/quickstart\/installation/);
});

test('at mobile width a page downloads the mobile menu, which opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await scriptsOf(page, GUIDE);
  expect(scripts.some((s) => MOBILE_PANEL_CODE.test(s))).toBe(true);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
});

test('a guide opened with a remembered tab choice shows it, with no tab code downloaded', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.install', 'pip'));
  const scripts = await scriptsOf(page, GUIDE_WITH_TABS);
  expect(scripts.some((s) => /tabs__radio/.test(s))).toBe(false);
  const set = page.locator('main [data-tabs][data-storage-key="docusaurus.tab.install"]').first();
  await expect(set.locator('.tabs__radio[value="pip"]')).toBeChecked();
  await expect(set.locator(':scope > .tabs__panel[data-value="pip"]')).toBeVisible();
});

test('an API page opened with a remembered sample language and base URL shows them', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.tab.api-lang', 'python-httpx');
    localStorage.setItem('ra-aid-docs.api.baseUrl', 'http://127.0.0.1:9');
  });
  await scriptsOf(page, API_PAGE);
  await expect(page.locator('main .api-code-samples__select')).toHaveValue('python-httpx');
  await expect(page.locator('main .api-code-samples .tabs__panel[data-value="python-httpx"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send request' }).getByLabel('Base URL')).toHaveValue(
    'http://127.0.0.1:9',
  );
});

for (const route of [GUIDE_WITH_TABS, API_PAGE]) {
  test(`${route} has everything in place in its static HTML, with no part streamed after the page`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    expect(html).toContain('class="tabs__radio"');
    // React's out-of-order streaming: a placeholder template and a script that moves hidden content into it.
    expect(html).not.toMatch(/<template id="B:|\$RC\(|<div hidden id="S:/);
  });
}
