import { API_OPERATION_ROUTES, expect, test } from './fixtures';

// Pages read without JavaScript: the tab lists cannot switch panels, so every panel is shown under its tab's
// label as a heading (the <noscript> style of app/layout.tsx).
test.use({ javaScriptEnabled: false });

test('without JavaScript every tab panel of a guide is visible, each under its label as a heading', async ({
  page,
}) => {
  await page.goto('/quickstart/installation');
  const main = page.locator('main');
  // The first tabs on the page (under "## Install ripgrep"): macOS, Linux, Windows.
  const first = main.locator('.tabs-container').first();
  const panels = first.locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(3);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(['macOS', 'Linux', 'Windows']);
  // The tab buttons do nothing without JavaScript, so they are not shown.
  await expect(first.locator('[role="tablist"]')).toBeHidden();

  // Every panel of every tab group on the page, not just the first.
  const all = main.locator('[role="tabpanel"]');
  expect(await all.count()).toBeGreaterThan(3);
  for (const panel of await all.all()) {
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading').first()).toBeVisible();
  }
});

test('without JavaScript the code samples of an API page are all visible under their labels', async ({ page }) => {
  await page.goto(API_OPERATION_ROUTES[0].route);
  const samples = page.locator('main .api-code-samples');
  const labels = await samples.getByRole('heading', { level: 3 }).allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(12);
  expect(labels.slice(0, 4)).toEqual(['cURL', 'Python (requests)', 'Python (httpx)', 'JavaScript (fetch)']);
  const panels = samples.locator('.api-code-samples__panel');
  await expect(panels).toHaveCount(labels.length);
  for (const panel of await panels.all()) await expect(panel.locator('pre')).toBeVisible();
  // The language <select> cannot switch anything without JavaScript, so it is not shown.
  await expect(samples.getByRole('combobox', { name: 'Language' })).toBeHidden();
});

test('with JavaScript the label headings stay hidden and one panel shows at a time', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(new URL('/quickstart/installation', test.info().project.use.baseURL).href);
  const first = page.locator('main .tabs-container').first();
  await expect(first.locator('[role="tablist"]')).toBeVisible();
  await expect(first.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  await expect(first.getByRole('heading')).toHaveCount(0);
  await context.close();
});

test('without JavaScript at ≤ 996 px "On this page" still opens and lists the headings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuration/logging');
  // The JavaScript button cannot open its list here; the <details> copy takes its place.
  await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  const summary = page.locator('summary', { hasText: 'On this page' });
  await expect(summary).toBeVisible();
  const link = page.locator('.toc-mobile--no-js').getByRole('link', { name: 'Log levels', exact: true });
  await expect(link).toBeHidden();
  await summary.click();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/#log-levels$/);
});

test('without JavaScript the mobile "On this page" stays hidden above 996 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configuration/logging');
  await expect(page.locator('summary', { hasText: 'On this page' })).toBeHidden();
  await expect(
    page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'Log levels', exact: true }),
  ).toBeVisible();
});
