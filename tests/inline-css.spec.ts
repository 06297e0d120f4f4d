import { expect, test, waitForHydration } from './fixtures';

// The export carries the site's CSS inside each page (scripts/build-steps/inline-css.ts): the first paint
// waits for no stylesheet request, and React, which renders the stylesheet links, must not fetch them later.
test('a page is styled by its inline CSS and requests no stylesheet, neither at load, at hydration nor on navigation', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
  });
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  const styles = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('head style[data-href]')].map((s) => s.textContent?.length ?? 0),
    links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).disabled),
    navbarPosition: getComputedStyle(document.querySelector('.navbar')!).position,
  }));
  expect(styles.inline.length).toBeGreaterThan(0);
  expect(Math.min(...styles.inline)).toBeGreaterThan(0);
  // React found the disabled links it renders, and added no enabled one.
  expect(styles.links).toEqual(styles.inline.map(() => true));
  expect(styles.navbarPosition).toBe('sticky');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/quickstart\/recommended$/);
  await waitForHydration(page);
  expect(stylesheets).toEqual([]);
});
