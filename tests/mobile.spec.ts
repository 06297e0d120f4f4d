import { FIXTURE_SITE } from './e2e-env';
import { expect, expectOpen, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const toggle = 'button[aria-label="Toggle navigation bar"]';

test('at 996 px or less the navbar items give way to a menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await expect(page.locator(toggle)).toBeVisible();
  await expect(
    page.locator('nav[aria-label="Main"] .navbar__items').getByRole('link', { name: 'Docs', exact: true }),
  ).toBeHidden();
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator(toggle)).toBeHidden();
});

test('the mobile sidebar shows the docs sidebar, a back button to the main menu, and locks the page scroll', async ({
  page,
}) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.locator(toggle).click();
  await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.navbar-sidebar');
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const secondary = panel.locator('nav[aria-label="Docs sidebar"]');
  await expect(secondary.locator('[aria-current="page"]')).toHaveText('Logging');
  await expect(secondary).toBeInViewport();
  await panel.getByRole('button', { name: '← Back to main menu' }).click();
  await expect(panel.getByRole('link', { name: 'GitHub' })).toBeInViewport();
  await expect(secondary).not.toBeInViewport();
  await panel.getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the mobile sidebar closes on navigation from the docs sidebar', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.locator(toggle).click();
  const panel = page.locator('.navbar-sidebar');
  await panel.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Ollama' }).click();
  await expect(page).toHaveURL(/\/configuration\/ollama$/);
  await expect(panel).toBeHidden();
  await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'false');
});

test('Escape, the close button and the backdrop close the mobile sidebar', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const panel = page.locator('.navbar-sidebar');
  await page.locator(toggle).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.locator(toggle)).toBeFocused();
  await page.locator(toggle).click();
  await panel.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(panel).toBeHidden();
  await page.locator(toggle).click();
  await page.mouse.click(380, 400);
  await expect(panel).toBeHidden();
});

test('the sidebar and its backdrop are visible from the first frame after opening, so an immediate press hits them', async ({
  page,
}) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  // The panel's code is its own chunk, requested at mobile width after hydration (components/layout/mobile/mobile-panel.tsx):
  // this test is about the first frame once that code is there, so wait until the closed panel is rendered. (A quiet
  // network is not enough: on a busy machine it can be reached before hydration asks for the chunk.)
  await expect(page.locator('.navbar-sidebar')).toBeAttached();
  await expect(page.locator('.navbar-sidebar__backdrop')).toBeAttached();
  const visibility = await page.evaluate(async (toggleSelector) => {
    document.querySelector<HTMLButtonElement>(toggleSelector)!.click();
    // React commits a click's update in a microtask; read the styles in the same task, before any frame.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!).visibility;
    return { panel: style('.navbar-sidebar'), backdrop: style('.navbar-sidebar__backdrop') };
  }, toggle);
  expect(visibility).toEqual({ panel: 'visible', backdrop: 'visible' });
});

test('the mobile sidebar closes when the viewport becomes desktop', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  await page.locator(toggle).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('without a docs sidebar (the not-found page) the mobile sidebar shows only the main menu', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.locator(toggle).click();
  const panel = page.locator('.navbar-sidebar');
  await expect(panel.getByRole('link', { name: 'GitHub' })).toBeInViewport();
  await expect(panel.getByRole('button', { name: '← Back to main menu' })).not.toBeInViewport();
});

test('fixture site: a navbar dropdown is a collapsible sub-list in the mobile sidebar', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/`);
  await waitForHydration(page);
  await page.locator(toggle).click();
  const panel = page.locator('.navbar-sidebar');
  await panel.getByRole('button', { name: '← Back to main menu' }).click();
  const guides = panel.locator('summary', { hasText: 'Guides' });
  await expectOpen(guides.locator('xpath=..'), false);
  await guides.click();
  await expectOpen(guides.locator('xpath=..'), true);
  await panel.getByRole('link', { name: 'Web UI' }).click();
  await expect(page).toHaveURL(/\/usage\/web-ui$/);
  await expect(panel).toBeHidden();
});

test('the mobile main menu holds the version item and the language switcher as a "Languages" sub-list', async ({
  page,
}) => {
  await page.goto('/configuration/logging?x=1#levels');
  await waitForHydration(page);
  await page.locator(toggle).click();
  const panel = page.locator('.navbar-sidebar');
  await panel.getByRole('button', { name: '← Back to main menu' }).click();
  await expect(panel.locator('summary', { hasText: 'Versions' })).toBeVisible();
  const languages = panel.locator('summary', { hasText: 'Languages' });
  await expectOpen(languages.locator('xpath=..'), false);
  await languages.click();
  const english = panel.getByRole('link', { name: 'English' });
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('href', '/configuration/logging?x=1#levels');
});
