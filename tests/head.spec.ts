import { SITE_TITLE, expect, testOnSharedPage as test, waitForHydration } from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).

test('every page carries the head tags of the spec', async ({ page }) => {
  await page.goto('/configuration/logging');
  const title = await page.title();
  expect(title).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
  const meta = (sel: string) => page.locator(`head ${sel}`).first().getAttribute('content');
  expect(await meta('meta[name="viewport"]')).toBe('width=device-width, initial-scale=1.0');
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[property="og:title"]')).toBe(title);
  expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(40);
  expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
  expect(await meta('meta[property="og:url"]')).toBe('https://docs.ra-aid.ai/configuration/logging');
  expect(await meta('meta[property="og:image"]')).toBe('https://docs.ra-aid.ai/img/cards/configuration/logging.png');
  expect(await meta('meta[property="og:locale"]')).toBe('en');
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
    'https://docs.ra-aid.ai/configuration/logging',
  );
  expect(await page.locator('head link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
    'https://docs.ra-aid.ai/configuration/logging',
  );
  expect(await page.locator('head link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toBe(
    'https://docs.ra-aid.ai/configuration/logging',
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the static HTML starts un-hydrated and the marker flips once interactive', async ({ page, request }) => {
  const html = await (await request.get('/usage/web-ui')).text();
  expect(html).toMatch(/<html[^>]*data-has-hydrated="false"/);
  // The current route's content is in the HTML itself.
  expect(html).toContain('<h1>');
  await page.goto('/usage/web-ui');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test("the search page says noindex, follow with the spec's `property` attribute and has a description", async ({
  request,
}) => {
  const html = await (await request.get('/search')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<meta property="robots" content="noindex, follow"\/?>/);
  expect(head).not.toMatch(/<meta name="robots"/);
  expect(head).toMatch(/<meta name="description" content="Search every page of the RA\.Aid Documentation\."/);
});

test('the favicon link stays in the head through a client-side navigation, so Chromium never falls back to /favicon.ico', async ({
  page,
}) => {
  await page.goto('/next/contributing');
  await waitForHydration(page);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
  // Counts every moment the head is left without an icon, however short.
  await page.evaluate(() => {
    const w = window as { iconGaps?: number };
    w.iconGaps = 0;
    new MutationObserver(() => {
      if (!document.querySelector('link[rel="icon"]')) w.iconGaps! += 1;
    }).observe(document.head, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'installing from a clone' }).click();
  await expect(page).toHaveURL(/\/next\/quickstart\/installation\?install=clone$/);
  await expect(page.locator('h1')).toHaveText('Installing RA.Aid');
  expect(await page.evaluate(() => (window as { iconGaps?: number }).iconGaps)).toBe(0);
  await expect(page.locator('head link[rel="icon"]')).toHaveCount(1);
});
