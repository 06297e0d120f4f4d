import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { loadPageResources } from './helpers/page-resources';

// Client code that only some pages render: the tabs, the API reference's widgets and the not-found page's parts
// are chunks of their own, downloaded by the pages that have them and by no other (components/lazy-leaf.tsx); the
// mobile menu's panel is downloaded at mobile widths only. The tabs, the API widgets and the not-found page's
// closest pages are also gated (components/gated-leaf.tsx): they load at the reader's first interaction, the first
// two also with the page when it opens on a remembered choice.

/** Strings that survive minification, each in one leaf's code only. */
const TABS_CODE = /tabs__item--active/;
const API_WIDGETS_CODE = /try-it__send/;
const API_SAMPLES_CODE = /api-code-samples__select/;
const NOT_FOUND_CODE = /not-found__closest/;
const MOBILE_PANEL_CODE = /Back to main menu/;
const GUIDE_WITHOUT_TABS = '/usage/web-ui';
const GUIDE_WITH_TABS = '/quickstart/installation';
const API_PAGE = '/api/spawn-agent-v-1-spawn-agent-post';

async function scriptsOf(page: import('@playwright/test').Page, route: string): Promise<string[]> {
  const { resources } = await loadPageResources(page, route);
  return resources.filter((r) => r.resourceType === 'script').map((r) => r.body.toString('utf8'));
}

test("each leaf's code is in the static chunks (so the checks below look for something real)", () => {
  const dir = join(process.cwd(), 'out', '_next', 'static');
  const chunks = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
  expect(chunks.filter((c) => TABS_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => API_WIDGETS_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => API_SAMPLES_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => NOT_FOUND_CODE.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => MOBILE_PANEL_CODE.test(c))).toHaveLength(1);
});

test("a guide without tabs, at desktop width, downloads neither the tabs, the API widgets, the not-found page's parts nor the mobile menu", async ({
  page,
}) => {
  const scripts = await scriptsOf(page, GUIDE_WITHOUT_TABS);
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  const leaves = [TABS_CODE, API_WIDGETS_CODE, API_SAMPLES_CODE, NOT_FOUND_CODE, MOBILE_PANEL_CODE];
  expect(scripts.filter((s) => leaves.some((code) => code.test(s)))).toEqual([]);
});

test('the not-found page downloads the code of its closest pages at the first interaction, not with the page', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/quickstart/instalation');
  expect(scripts.some((s) => NOT_FOUND_CODE.test(s))).toBe(false);
  await expect(page.locator('.not-found__closest')).toHaveCount(0);
  const later = laterScripts(page);
  await page.mouse.move(400, 300);
  await expect(page.locator('.not-found__closest a').first()).toHaveAttribute('href', /\/quickstart\/installation/);
  expect((await Promise.all(later)).some((s) => NOT_FOUND_CODE.test(s))).toBe(true);
});

test('at mobile width a page downloads the mobile menu, which opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await scriptsOf(page, GUIDE_WITHOUT_TABS);
  expect(scripts.some((s) => MOBILE_PANEL_CODE.test(s))).toBe(true);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
});

/** The scripts the page receives from now on. */
function laterScripts(page: import('@playwright/test').Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  return bodies;
}

test("a guide with tabs downloads the tabs' code at the first interaction, not with the page, and its tabs work", async ({
  page,
}) => {
  const scripts = await scriptsOf(page, GUIDE_WITH_TABS);
  expect(scripts.some((s) => TABS_CODE.test(s))).toBe(false);
  const later = laterScripts(page);
  await page.mouse.move(400, 300);
  await expect(page.locator('html')).toHaveAttribute('data-gated-leaves', 'live');
  const afterwards = await Promise.all(later);
  expect(afterwards.some((s) => TABS_CODE.test(s))).toBe(true);
  expect(afterwards.some((s) => API_WIDGETS_CODE.test(s) || API_SAMPLES_CODE.test(s))).toBe(false);
  const tab = page.locator('main [role="tablist"]').first().getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test("an API page downloads its widgets' and the tabs' code at the first interaction, not with the page", async ({
  page,
}) => {
  const scripts = await scriptsOf(page, API_PAGE);
  expect(scripts.filter((s) => [TABS_CODE, API_WIDGETS_CODE, API_SAMPLES_CODE].some((c) => c.test(s)))).toEqual([]);
  const later = laterScripts(page);
  await page.mouse.move(400, 300);
  await expect(page.locator('html')).toHaveAttribute('data-gated-leaves', 'live');
  const afterwards = await Promise.all(later);
  for (const code of [TABS_CODE, API_WIDGETS_CODE, API_SAMPLES_CODE]) {
    expect(afterwards.some((s) => code.test(s))).toBe(true);
  }
});

test("a guide opened with a remembered tab choice downloads the tabs' code with the page and shows that choice", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.install', 'pip'));
  const scripts = await scriptsOf(page, GUIDE_WITH_TABS);
  expect(scripts.some((s) => TABS_CODE.test(s))).toBe(true);
  const set = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('tab', { name: 'pipx', exact: true }) });
  await expect(set.first().getByRole('tab', { name: 'pip', exact: true })).toHaveAttribute('aria-selected', 'true');
  // No interaction happened: the other gated controls still wait for one.
  await expect(page.locator('html')).not.toHaveAttribute('data-gated-leaves', 'live');
});

test("an API page opened with a remembered sample language or base URL downloads that widget's code with the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.tab.api-lang', 'python-httpx');
    localStorage.setItem('ra-aid-docs.api.baseUrl', 'http://127.0.0.1:9');
  });
  const scripts = await scriptsOf(page, API_PAGE);
  expect(scripts.some((s) => API_SAMPLES_CODE.test(s))).toBe(true);
  expect(scripts.some((s) => API_WIDGETS_CODE.test(s))).toBe(true);
  await expect(page.locator('main .api-code-samples__select')).toHaveValue('python-httpx');
  await expect(page.getByRole('region', { name: 'Send request' }).getByLabel('Base URL')).toHaveValue(
    'http://127.0.0.1:9',
  );
});

for (const route of [GUIDE_WITH_TABS, API_PAGE]) {
  test(`${route} holds its lazily loaded leaves in place in the static HTML, with no part streamed after the page`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    expect(html).toContain('role="tab"');
    // React's out-of-order streaming: a placeholder template and a script that moves hidden content into it.
    expect(html).not.toMatch(/<template id="B:|\$RC\(|<div hidden id="S:/);
  });
}
