import { expect, test as base } from '@playwright/test';
import { FIXTURE_SITE } from './e2e-env';

// The crash is the point of these tests, so React's report of it is expected; any other console error fails.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors.filter((e) => !e.includes('Fixture crash'))).toEqual([]);
    },
    { auto: true },
  ],
});

test('fixture site: a crashing page shows the crash screen inside the layout; Try again renders it again', async ({
  page,
}) => {
  await page.goto(`${FIXTURE_SITE}/configuration/logging`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const title = await page.title();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Crash this page' }).click();
  // The fixture config chooses the reading with a trailing period.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page.locator('.page-crash__chain')).toHaveText(
    'Fixture crash: the page failed to render\n\nCause:\nFixture cause: a value was missing',
  );
  await expect(page).toHaveTitle('Page Error');
  await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
  await expect(page).toHaveTitle(title);
});

test('production site: no crash hook is rendered', async ({ page }) => {
  await page.goto('/configuration/logging');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crash this page' })).toHaveCount(0);
});
