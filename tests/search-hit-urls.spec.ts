import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

// The chrome fixture's externalUrlRegex matches the expert-model page's records (site.config.mjs, `fixture`), which
// carry the site's public URL, https://docs.ra-aid.ai: that origin is answered here, as the machine has no network.
const EXTERNAL = 'https://docs.ra-aid.ai/configuration/expert-model';

test('fixture site (externalUrlRegex): a matching hit links out as it is, and Enter opens it with a full load', async ({
  page,
}) => {
  await page.route('https://docs.ra-aid.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Outside</title><h1>Another site</h1>' }),
  );
  await page.goto(`${FIXTURE_SITE}/configuration/logging`);
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').fill('expert model');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${EXTERNAL.replace(/\./g, '\\.')}`));
  // Hits of other pages stay routes of this site.
  await expect(page.locator('.DocSearch-Hit a[href^="/"]').first()).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${EXTERNAL.replace(/\./g, '\\.')}`));
  await expect(page.locator('h1')).toHaveText('Another site');
});
