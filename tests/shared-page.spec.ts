import { BASE_SITE } from './e2e-env';
import { expect, testOnSharedPage as test } from './fixtures';

// The shared context of testOnSharedPage (fixtures.ts) must not carry one test's remembered choices into the next, on
// any of the e2e sites a test visited, not only the one it ended on.
test.describe.configure({ mode: 'serial' });

test('a test on the shared page stores a choice on one site and ends on another', async ({ page }) => {
  await page.goto(`${BASE_SITE}/guide/setup`);
  await page.evaluate(() => {
    localStorage.setItem('shared-page-probe', '1');
    sessionStorage.setItem('shared-page-probe', '1');
  });
  await page.goto('/usage/web-ui');
});

test('the next test on the shared page finds no stored choice on that site', async ({ page }) => {
  await page.goto(`${BASE_SITE}/guide/setup`);
  const stored = await page.evaluate(() => [
    localStorage.getItem('shared-page-probe'),
    sessionStorage.getItem('shared-page-probe'),
  ]);
  expect(stored).toEqual([null, null]);
});
