import { FIXTURE_SITE } from './e2e-env';
import { expect, expectOpen, test, waitForHydration } from './fixtures';

test.describe('fixture site: navbar dropdown (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await waitForHydration(page);
  });

  const dropdown = (page: import('@playwright/test').Page) =>
    page.locator('nav[aria-label="Main"] .dropdown').filter({ hasText: 'Guides' });
  const trigger = (page: import('@playwright/test').Page) => dropdown(page).locator('summary.dropdown__trigger');
  const details = (page: import('@playwright/test').Page) => dropdown(page).locator(':scope > details');
  const menuLink = (page: import('@playwright/test').Page, name: string) =>
    page.locator('nav[aria-label="Main"] .dropdown__menu').getByRole('link', { name });

  test('opens on click and closes on an outside click', async ({ page }) => {
    await expect(menuLink(page, 'Ollama')).toBeHidden();
    await trigger(page).click();
    await expectOpen(details(page), true);
    await page.mouse.move(600, 500);
    await expect(menuLink(page, 'Ollama')).toBeVisible();
    await page.mouse.click(600, 500);
    await expectOpen(details(page), false);
    await expect(menuLink(page, 'Ollama')).toBeHidden();
  });

  test('opens on hover', async ({ page }) => {
    await trigger(page).hover();
    await expect(menuLink(page, 'Ollama')).toBeVisible();
    await page.mouse.move(600, 500);
    await expect(menuLink(page, 'Ollama')).toBeHidden();
  });

  test('is keyboard operable: Enter opens, arrows move, Escape closes, focus leaving closes', async ({ page }) => {
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expectOpen(details(page), true);
    await page.keyboard.press('ArrowDown');
    await expect(menuLink(page, 'Ollama')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuLink(page, 'Web UI')).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(details(page), false);
    await expect(trigger(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menuLink(page, 'Ollama')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/configuration\/ollama$/);
  });

  test('closes when focus moves outside it', async ({ page }) => {
    await trigger(page).click();
    await expectOpen(details(page), true);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).focus();
    await expectOpen(details(page), false);
  });

  test('external items open in a new tab with an external-link icon', async ({ page }) => {
    await trigger(page).click();
    const pypi = menuLink(page, 'RA.Aid on PyPI');
    await expect(pypi).toHaveAttribute('target', '_blank');
    await expect(pypi.locator('svg')).toHaveCount(1);
  });
});

test.describe('fixture site: navbar dropdown on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

  test('closes when the reader touches outside it', async ({ page }) => {
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await waitForHydration(page);
    const dropdown = page.locator('nav[aria-label="Main"] .dropdown').filter({ hasText: 'Guides' });
    await dropdown.locator('summary.dropdown__trigger').tap();
    await expectOpen(dropdown.locator(':scope > details'), true);
    await page.touchscreen.tap(600, 500);
    await expectOpen(dropdown.locator(':scope > details'), false);
  });
});
