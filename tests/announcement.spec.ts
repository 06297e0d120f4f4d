import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

const bar = '[role="banner"].announcement-bar';

test('no announcement bar on the production site (none configured)', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator(bar)).toHaveCount(0);
});

test.describe('fixture site: the announcement bar', () => {
  test('shows until closed; the dismissal is stored as "true" with the announcement id', async ({ page }) => {
    await page.goto(`${FIXTURE_SITE}/`);
    await waitForHydration(page);
    const announcement = page.locator(bar);
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText('Fixture announcement');
    await expect(announcement).toHaveCSS('background-color', 'rgb(255, 243, 196)');
    await announcement.getByRole('button', { name: 'Close' }).click();
    await expect(announcement).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', 'fixture-announcement']);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a dismissed bar is hidden before paint: no layout shift on load', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'fixture-announcement');
    });
    await page.route('**/_next/**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    );
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await expect(page.locator(bar)).toBeHidden();
    await page.unroute('**/_next/**/*.js');
    await page.goto(`${FIXTURE_SITE}/configuration/logging`);
    await waitForHydration(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });

  test('a different configured id resets the dismissal and shows the bar again', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.goto(`${FIXTURE_SITE}/`);
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['false', 'fixture-announcement']);
  });

  test('the old misspelt stored id "annoucement-bar" is overwritten with the configured id', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.id', 'annoucement-bar');
    });
    await page.goto(`${FIXTURE_SITE}/`);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')))
      .toBe('fixture-announcement');
  });
});
