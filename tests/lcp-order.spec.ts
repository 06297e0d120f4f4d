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

for (const route of ROUTES) {
  test(`${route}: the page's scripts are requested only after its largest contentful paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { __lcpTimes: number[] }).__lcpTimes = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(route);
    await waitForHydration(page);
    const { fcp, lcp, chunks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: (window as unknown as { __lcpTimes: number[] }).__lcpTimes,
      chunks: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/chunks\/[^?]*\.js(\?|$)/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(fcp).not.toBeNull();
    expect(lcp.length).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    const firstChunk = Math.min(...chunks);
    // Ordering, not timing: the text is on screen before the first byte of JavaScript is even asked for.
    expect(firstChunk).toBeGreaterThan(fcp!);
    expect(firstChunk).toBeGreaterThan(Math.max(...lcp));
  });
}
