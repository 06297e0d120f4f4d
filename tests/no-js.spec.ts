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

test('without JavaScript the code sample tabs of an API page are all visible under their labels', async ({ page }) => {
  await page.goto(API_OPERATION_ROUTES[0].route);
  const samples = page.locator('main .tabs-container').last();
  await expect(samples.getByRole('heading', { level: 3 })).toHaveText(['curl', 'Python', 'JavaScript']);
  for (const panel of await samples.locator('[role="tabpanel"]').all()) await expect(panel).toBeVisible();
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
