import { expect, test, waitForHydration } from './fixtures';

/**
 * Largest Contentful Paint must be the static HTML's own paint: nothing the page shows above the fold may be
 * re-created, re-sized or re-painted by hydration (issue 18). The page's scripts are held back until the HTML
 * has painted, so "before hydration" and "after hydration" are two distinct phases; an ordering assertion, not
 * a timing one.
 */
const ROUTES = ['/', '/quickstart/installation', '/api/spawn-agent-v-1-spawn-agent-post', '/category/api', '/search'];

interface LcpEntry {
  size: number;
  element: string;
}

for (const route of ROUTES) {
  test(`${route}: no largest-contentful-paint entry is created after hydration starts`, async ({ page }) => {
    await page.addInitScript(() => {
      const store: LcpEntry[] = [];
      (window as unknown as { __lcpEntries: LcpEntry[] }).__lcpEntries = store;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
          const el = entry.element;
          store.push({ size: entry.size, element: el ? `${el.tagName.toLowerCase()}.${el.className}` : '(removed)' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?.*)?$/, async (r) => {
      await held;
      await r.continue();
    });
    const entries = () => page.evaluate(() => (window as unknown as { __lcpEntries: LcpEntry[] }).__lcpEntries);

    await page.goto(route, { waitUntil: 'domcontentloaded' });
    // The static HTML (with its CSS, not held) paints and reports its largest element.
    await expect.poll(async () => (await entries()).length).toBeGreaterThan(0);
    const beforeHydration = await entries();
    release();
    await waitForHydration(page);
    // Two frames after hydration, so any paint it caused has been reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await entries()).toEqual(beforeHydration);
  });
}
