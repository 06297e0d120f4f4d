import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { loadPageResources } from './helpers/page-resources';

// Client leaves that only some pages render (components/lazy-leaf.tsx): the tabs' code and the API
// reference's widgets are chunks of their own, downloaded by the pages that have them and by no other.

/** Strings that survive minification, each in one leaf's code only. */
const TABS_CODE = /tabs__item--active/;
const API_WIDGETS_CODE = /try-it__send/;
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
});

test("a guide without tabs downloads neither the tabs' code nor the API reference's widgets", async ({ page }) => {
  const scripts = await scriptsOf(page, GUIDE_WITHOUT_TABS);
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => TABS_CODE.test(s) || API_WIDGETS_CODE.test(s))).toEqual([]);
});

test("a guide with tabs downloads the tabs' code, not the API widgets, and its tabs work", async ({ page }) => {
  const scripts = await scriptsOf(page, GUIDE_WITH_TABS);
  expect(scripts.some((s) => TABS_CODE.test(s))).toBe(true);
  expect(scripts.some((s) => API_WIDGETS_CODE.test(s))).toBe(false);
  const tab = page.locator('main [role="tablist"]').first().getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test("an API page downloads its widgets' code and the tabs' code", async ({ page }) => {
  const scripts = await scriptsOf(page, API_PAGE);
  expect(scripts.some((s) => API_WIDGETS_CODE.test(s))).toBe(true);
  expect(scripts.some((s) => TABS_CODE.test(s))).toBe(true);
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
