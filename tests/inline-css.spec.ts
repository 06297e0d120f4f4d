import { expect, test, waitForHydration } from './fixtures';

// The export carries the site's CSS inside each page (scripts/build-steps/inline-css.ts): the first paint
// waits for no stylesheet request, and React, which renders the stylesheet links, must not fetch them later.
// A stylesheet whose rules cannot match the page (the API reference's, on a guide) is left out of it and
// linked by the page's script loader after the first paint.

function watchStylesheets(page: import('@playwright/test').Page): string[] {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
  });
  return stylesheets;
}

test('a guide is styled by its inline CSS; only the API reference stylesheet, which it does not use, loads, after the paint; navigation requests none', async ({
  page,
}) => {
  const stylesheets = watchStylesheets(page);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const styles = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('head style[data-href]')].map((s) => ({
      href: s.getAttribute('data-href'),
      length: s.textContent?.length ?? 0,
      api: s.textContent?.includes('.api-operation') ?? false,
    })),
    links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
      href: l.getAttribute('href'),
      disabled: (l as HTMLLinkElement).disabled,
    })),
    navbarPosition: getComputedStyle(document.querySelector('.navbar')!).position,
  }));
  expect(styles.inline.length).toBeGreaterThan(0);
  expect(Math.min(...styles.inline.map((s) => s.length))).toBeGreaterThan(0);
  expect(styles.inline.some((s) => s.api)).toBe(false);
  // React found the links it renders and added none: disabled for the inlined ones, enabled for the other.
  const enabled = styles.links.filter((l) => !l.disabled).map((l) => l.href);
  expect(styles.links.filter((l) => l.disabled).map((l) => l.href)).toEqual(styles.inline.map((s) => s.href));
  expect(enabled).toHaveLength(1);
  expect(styles.navbarPosition).toBe('sticky');
  // That stylesheet was the only one requested, and it did not block rendering.
  expect(stylesheets.map((url) => new URL(url).pathname)).toEqual(enabled);
  // Requested with the scripts, once the page had painted.
  const timing = await page.evaluate((href) => {
    const css = (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[]
    ).find((e) => new URL(e.name).pathname === href);
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { blocking: css?.renderBlockingStatus, css: css?.startTime ?? -1, paint: paint?.startTime ?? Infinity };
  }, enabled[0]);
  expect(timing.blocking).toBe('non-blocking');
  expect(timing.css).toBeGreaterThanOrEqual(timing.paint);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/quickstart\/recommended$/);
  await waitForHydration(page);
  expect(stylesheets).toHaveLength(1);
});

test('an API page carries the API reference rules inline too, and requests no stylesheet', async ({ page }) => {
  const stylesheets = watchStylesheets(page);
  await page.goto('/api/list-sessions-v-1-session-get');
  await waitForHydration(page);
  const styles = await page.evaluate(() => ({
    api: [...document.querySelectorAll('head style[data-href]')].some((s) => s.textContent?.includes('.api-operation')),
    links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).disabled),
    endpointDisplay: getComputedStyle(document.querySelector('.api-endpoint')!).display,
  }));
  expect(styles.api).toBe(true);
  expect(styles.links.every((disabled) => disabled)).toBe(true);
  expect(styles.endpointDisplay).not.toBe('inline');
  expect(stylesheets).toEqual([]);
});

test('a client-side navigation from a guide to an API page shows it styled by the stylesheet the guide loaded', async ({
  page,
}) => {
  const stylesheets = watchStylesheets(page);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByLabel("Expand sidebar category 'API'").click();
  await sidebar.getByRole('button', { name: 'Sessions', exact: true }).click();
  await sidebar.getByRole('link', { name: /List sessions/ }).click();
  await expect(page).toHaveURL(/\/api\/list-sessions-v-1-session-get$/);
  await expect(page.locator('.api-endpoint')).toHaveCSS('display', 'flex');
  // The same document (no full load), and no second request for the stylesheet.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(stylesheets).toHaveLength(1);
});
