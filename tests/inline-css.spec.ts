import { expect, test, waitForHydration } from './fixtures';

// The export carries the site's CSS inside each page (scripts/next-output/inline-css.ts): the first paint
// waits for no stylesheet request, and React, which renders the stylesheet links, must not fetch them later.
// A stylesheet whose rules cannot match the page would be left out of it and linked by the page's script loader
// after the first paint (on this site every page's sidebar shows the API method badges, so none is left out).

function watchStylesheets(page: import('@playwright/test').Page): string[] {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
  });
  return stylesheets;
}

test('a guide is styled by its inline CSS, the API rules of its sidebar method badges included; it requests no stylesheet, nor does a navigation', async ({
  page,
}) => {
  const stylesheets = watchStylesheets(page);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const styles = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('head style[data-href]')].map((s) => ({
      href: s.getAttribute('data-href'),
      length: s.textContent?.length ?? 0,
      api: s.textContent?.includes('.api-method-badge') ?? false,
    })),
    links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
      href: l.getAttribute('href'),
      disabled: (l as HTMLLinkElement).disabled,
    })),
    navbarPosition: getComputedStyle(document.querySelector('.navbar')!).position,
  }));
  expect(styles.inline.length).toBeGreaterThan(0);
  expect(Math.min(...styles.inline.map((s) => s.length))).toBeGreaterThan(0);
  // The whole sidebar is in the page, API operations and their method badges too.
  expect(styles.inline.some((s) => s.api)).toBe(true);
  // React found the links it renders and added none: each inlined stylesheet's link is there, disabled.
  expect(styles.links.filter((l) => l.disabled).map((l) => l.href)).toEqual(styles.inline.map((s) => s.href));
  expect(styles.links.filter((l) => !l.disabled)).toEqual([]);
  expect(styles.navbarPosition).toBe('sticky');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/quickstart\/recommended$/);
  await waitForHydration(page);
  expect(stylesheets).toEqual([]);
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

test('a client-side navigation from a guide to an API page shows it styled by the rules the guide carries', async ({
  page,
}) => {
  const stylesheets = watchStylesheets(page);
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.getByLabel("Expand sidebar category 'API'").click();
  await sidebar.locator('summary', { hasText: /^Sessions$/ }).click();
  await sidebar.getByRole('link', { name: /List sessions/ }).click();
  await expect(page).toHaveURL(/\/api\/list-sessions-v-1-session-get$/);
  await expect(page.locator('.api-endpoint')).toHaveCSS('display', 'flex');
  // The same document (no full load), and no stylesheet requested.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(stylesheets).toEqual([]);
});
