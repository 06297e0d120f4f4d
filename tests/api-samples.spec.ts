import type { Page } from '@playwright/test';
import {
  API_OPERATION_ROUTES,
  expect,
  nextRoute,
  test as freshContextTest,
  testOnSharedPage as test,
  waitForHydration,
} from './fixtures';

// The code samples of the API pages: one language <select> per page, its choice shared by every API page of
// both versions and remembered in localStorage under the guides' tab key scheme (`docusaurus.tab.api-lang`).
const STORAGE_KEY = 'docusaurus.tab.api-lang';
// The tests share a page, whose storage is cleared after each (fixtures.ts), except the two that use their context.
const SPAWN = '/api/spawn-agent-v-1-spawn-agent-post';
const LIST = '/api/list-sessions-v-1-session-get';

const samples = (page: Page) => page.locator('main .api-code-samples');
const languageSelect = (page: Page) => samples(page).getByRole('combobox', { name: 'Language' });
const visiblePanel = (page: Page) => samples(page).locator('.api-code-samples__panel:visible');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

async function expectShown(page: Page, label: string, code: string | RegExp) {
  await expect(languageSelect(page).locator('option:checked')).toHaveText(label);
  await expect(visiblePanel(page)).toHaveCount(1);
  await expect(visiblePanel(page).locator('pre')).toContainText(code);
}

test('cURL is shown first; choosing Python (httpx) shows that sample and remembers the choice', async ({ page }) => {
  await page.goto(SPAWN);
  await waitForHydration(page);
  await expectShown(page, 'cURL', 'curl http://localhost:1818/v1/spawn-agent');
  await languageSelect(page).selectOption({ label: 'Python (httpx)' });
  await expectShown(page, 'Python (httpx)', 'response = httpx.post("http://localhost:1818/v1/spawn-agent"');
  expect(await stored(page)).toBe('python-httpx');
});

test('the chosen language is already selected on another API page reached through the sidebar', async ({ page }) => {
  await page.goto(SPAWN);
  await waitForHydration(page);
  await languageSelect(page).selectOption({ label: 'Go' });
  // A client-side navigation: the page's sidebar opens the collapsed Sessions category, then its first operation.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.locator('summary', { hasText: /^Sessions$/ }).click();
  await sidebar.locator(`a[href$="${LIST}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectShown(page, 'Go', 'requestUrl := "http://localhost:1818/v1/session?offset=0&limit=10"');
});

test('the chosen language survives a reload, and holds in the Next docs too', async ({ page }) => {
  await page.goto(LIST);
  await waitForHydration(page);
  await languageSelect(page).selectOption({ label: 'Rust (reqwest)' });
  await expectShown(page, 'Rust (reqwest)', 'let client = reqwest::Client::new();');
  await page.reload();
  await waitForHydration(page);
  await expectShown(page, 'Rust (reqwest)', 'let client = reqwest::Client::new();');
  await page.goto(nextRoute(SPAWN));
  await waitForHydration(page);
  await expectShown(page, 'Rust (reqwest)', '.post("http://localhost:1818/v1/spawn-agent")');
});

freshContextTest(
  'a second open page of the same browser follows a language chosen in the first',
  async ({ page, context }) => {
    await page.goto(SPAWN);
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto(LIST);
    await waitForHydration(other);
    await expectShown(other, 'cURL', "curl 'http://localhost:1818/v1/session?offset=0&limit=10'");
    await languageSelect(page).selectOption({ label: 'PowerShell' });
    await expectShown(other, 'PowerShell', 'Invoke-RestMethod');
    await other.close();
  },
);

freshContextTest("the copy button copies the shown sample's code", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SPAWN);
  await waitForHydration(page);
  await languageSelect(page).selectOption({ label: 'Python (requests)' });
  await expectShown(page, 'Python (requests)', 'import requests');
  const block = visiblePanel(page).locator('.code-block');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(
    copied.startsWith('import requests\n\nresponse = requests.post("http://localhost:1818/v1/spawn-agent",\n'),
  ).toBe(true);
  expect(copied).toContain('"research_only": True');
  expect(copied.endsWith('response.raise_for_status()\nprint(response.json())')).toBe(true);
  // Exactly the code shown, blank lines included.
  expect(copied).toBe(await block.locator('pre code').textContent());
});

test("a sample's code, written without a span per line, keeps a guide block's side padding when it scrolls", async ({
  page,
}) => {
  await page.goto(SPAWN);
  await languageSelect(page).selectOption({ label: 'Java (HttpClient)' });
  const code = visiblePanel(page).locator('pre code');
  await expect(code.locator('.line')).toHaveCount(0);
  const box = await code.evaluate((el) => {
    const pre = el.parentElement!;
    const style = getComputedStyle(el);
    return {
      padding: [style.paddingLeft, style.paddingRight],
      scrolls: pre.scrollWidth > pre.clientWidth,
      reachesTheEnd: Math.ceil(el.getBoundingClientRect().width) === pre.scrollWidth,
    };
  });
  expect(box).toEqual({ padding: ['16px', '16px'], scrolls: true, reachesTheEnd: true });
});

test.describe('every operation page of both versions offers at least 12 languages, cURL first', () => {
  for (const route of API_OPERATION_ROUTES.flatMap((r) => [r.route, nextRoute(r.route)])) {
    test(route, async ({ page }) => {
      await page.goto(route);
      const options = languageSelect(page).locator('option');
      expect(await options.count()).toBeGreaterThanOrEqual(12);
      await expect(options.first()).toHaveText('cURL');
      await expect(samples(page).locator('.api-code-samples__panel pre.shiki')).toHaveCount(await options.count());
    });
  }
});
