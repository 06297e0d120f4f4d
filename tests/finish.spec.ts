import { expect, test, waitForHydration } from './fixtures';

test('the focused search input shows one focus ring: the form border, no outline of its own', async ({ page }) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await expect(input).toHaveCSS('outline-style', 'none');
  await expect(page.locator('.DocSearch-Form')).toHaveCSS('border-top-style', 'solid');
});
