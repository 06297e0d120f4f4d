import { API_OPERATION_ROUTES, expect, test } from './fixtures';

// Pages read without JavaScript: the tabs, the API samples' language select, the folds and "On this page" work
// with HTML and CSS alone; only the copy buttons, which need a script, are left out.
test.use({ javaScriptEnabled: false });

test('without JavaScript the tabs of a guide switch panels, one shown at a time', async ({ page }) => {
  await page.goto('/quickstart/installation');
  // The first tabs on the page (under "## Install ripgrep"): macOS, Linux, Windows.
  const first = page.locator('main [data-tabs]').first();
  const panels = first.locator(':scope > .tabs__panel');
  await expect(panels).toHaveCount(3);
  await expect(first.locator(':scope > .tabs__panel:visible')).toHaveCount(1);
  await expect(panels.nth(0)).toBeVisible();
  await first.locator('.tabs__item').getByText('Linux', { exact: true }).click();
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();
});

test('without JavaScript the language select of an API page shows the chosen sample', async ({ page }) => {
  await page.goto(API_OPERATION_ROUTES[0].route);
  const samples = page.locator('main .api-code-samples');
  const select = samples.getByRole('combobox', { name: 'Language' });
  await expect(samples.locator('.api-code-samples__panel:visible')).toHaveCount(1);
  await select.selectOption({ label: 'Python (httpx)' });
  const shown = samples.locator('.api-code-samples__panel:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('data-value', await select.inputValue());
  await expect(samples.locator('.api-code-samples__panel').first()).toBeHidden();
});

test('without JavaScript the copy buttons, which need a script, are not shown', async ({ page }) => {
  await page.goto('/quickstart/installation');
  await expect(page.locator('main .code-block').first()).toBeVisible();
  await expect(page.locator('main .copy-button').first()).toBeHidden();
  await expect(page.locator('.page-actions__button')).toBeHidden();
});

test('without JavaScript at ≤ 996 px "On this page" still opens and lists the headings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuration/logging');
  const summary = page.locator('summary', { hasText: 'On this page' });
  await expect(summary).toBeVisible();
  const link = page.locator('.toc-mobile').getByRole('link', { name: 'Log levels', exact: true });
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
