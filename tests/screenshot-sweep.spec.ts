import { expect, test, waitForHydration } from './fixtures';

// Findings of the issue-16 screenshot sweep (light and dark, 1280 px and 390 px), each kept from coming back.

test('on a phone the search modal keeps its Cancel button inside the screen, with no empty footer bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const cancel = page.locator('.DocSearch-Cancel');
  await expect(cancel).toBeVisible();
  const box = (await cancel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.locator('.DocSearch-Footer')).toBeHidden();
});

test('the Copy button of a code block is opaque, so a long line scrolling under it does not show through', async ({
  page,
}) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const copy = page.locator('.code-block', { hasText: 'Install 0.30.2 with upper bounds' }).locator('.copy-button');
  expect(await copy.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  expect(await copy.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(/rgba\(.*, 0\)|transparent/);
});

test('on a phone the "On this page" label sits inside its box, not against its edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const button = page.locator('.theme-doc-toc-mobile > summary', { hasText: 'On this page' });
  const padding = await button.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
  expect(padding).toBeGreaterThanOrEqual(8);
});

test('inline code in prose does not break an option name at its hyphen', async ({ page }) => {
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  // At 1280 px this code span starts near the end of a line; the browser used to break it after "-".
  const code = page.locator('main p code', { hasText: "--model is required when using provider 'ollama'" });
  const word = code.locator('.code-word', { hasText: '--model' });
  await expect(word).toHaveText('--model');
  expect(await word.evaluate((el) => el.getClientRects().length)).toBe(1);
});

test('on a phone tabs with long labels stay in one row that scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  const list = page.locator('main .tabs-container', { hasText: 'Everything local' }).locator(':scope > .tabs');
  const tops = await list.locator('.tabs__item').evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
