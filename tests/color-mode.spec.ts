import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

const LABEL_DARK = 'Switch between dark and light mode (currently dark mode)';
const LABEL_LIGHT = 'Switch between dark and light mode (currently light mode)';

test('colour mode defaults to dark and ignores the OS preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: LABEL_DARK })).toHaveAttribute('aria-pressed', 'true');
});

test('the toggle switches the mode, says what it shows, and the choice is stored under "theme"', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  const toggle = page.locator('nav[aria-label="Main"]').getByRole('button', { name: LABEL_DARK });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('nav[aria-label="Main"]').getByRole('button', { name: LABEL_LIGHT })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('one press of the toggle writes <html data-theme> once and the stored mode once', async ({ page }) => {
  await page.goto('/configuration/logging');
  await waitForHydration(page);
  // The test counts the writes; the site's own code is left as it is.
  await page.evaluate(() => {
    const w = window as { themeWrites?: { attribute: number; storage: number } };
    const writes = { attribute: 0, storage: 0 };
    w.themeWrites = writes;
    new MutationObserver((records) => (writes.attribute += records.length)).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'theme') writes.storage += 1;
      return setItem.call(this, key, value);
    };
  });
  await page.locator('nav[aria-label="Main"]').getByRole('button', { name: LABEL_DARK }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // A second write would come from the same-tab `storage` event, after the colour-mode code's dynamic import.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await page.evaluate(() => (window as { themeWrites?: unknown }).themeWrites)).toEqual({
    attribute: 1,
    storage: 1,
  });
});

test('the stored mode is applied before the first paint, also on the not-found page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  for (const path of ['/configuration/logging', '/no-such-page']) {
    // Block every script of the site: only the inline pre-paint script can set the mode.
    await page.route('**/_next/**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    );
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.unroute('**/_next/**/*.js');
  }
});

test('a mode chosen in another tab is applied in this one', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const other = await context.newPage();
  await other.goto('/configuration/logging');
  await waitForHydration(other);
  await other.getByRole('button', { name: LABEL_DARK }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: LABEL_LIGHT })).toBeVisible();
});

test('cleared storage falls back to the default mode on the next load', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: LABEL_DARK }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a change of the OS preference returns to the default mode and forgets the stored choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: LABEL_DARK }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the toggle is disabled until the page is interactive', async ({ page }) => {
  await page.route('**/_next/**/*.js', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
  await page.goto('/');
  await expect(page.getByRole('button', { name: LABEL_DARK })).toBeDisabled();
});

test.describe('fixture site: colorMode.disableSwitch and respectPrefersColorScheme', () => {
  test('disableSwitch hides the toggle and forgets a stored choice', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', 'light');
      }
    });
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toHaveCount(0);
    // The choice is deleted by the colour-mode code, which loads after hydration.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('respectPrefersColorScheme follows the OS preference when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${FIXTURE_SITE}/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
