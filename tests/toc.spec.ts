import type { Page } from '@playwright/test';
import { expect, expectOpen, testOnSharedPage as test, waitForHydration } from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).

const DESKTOP = '.theme-doc-toc-desktop';
const MOBILE = '.theme-doc-toc-mobile';
const ACTIVE = '.table-of-contents__link--active';

/** The same guide in both docs versions (the released one at the root, Next under /next/). */
const GUIDES = ['/configuration/logging', '/next/configuration/logging'];
const API_PAGE = '/api/get-session-v-1-session-session-id-get';

/** Scrolls so that the heading's top sits `top` px below the top of the viewport (below the 60 px navbar). */
async function scrollHeadingTo(page: Page, id: string, top = 100) {
  await page.evaluate(
    ([id, top]) => {
      const el = document.getElementById(id)!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - top);
    },
    [id, top] as const,
  );
}

test.describe('desktop TOC follows the reader', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of GUIDES) {
    test(`${route}: scrolling to a section highlights its TOC link and only that one`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const active = page.locator(`${DESKTOP} ${ACTIVE}`);
      for (const id of ['log-levels', 'file-mode', 'where-the-files-live']) {
        await scrollHeadingTo(page, id);
        await expect(active).toHaveCount(1);
        await expect(active).toHaveAttribute('href', `#${id}`);
      }
    });
  }

  test('a heading already in the top half of a tall window is marked at load, with no interaction', async ({
    page,
  }) => {
    // The tracking runs once on mount (behaviours.md §2.4.6).
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveCount(1);
  });

  test('a page opened on a hash marks that heading, with no interaction', async ({ page }) => {
    await page.goto('/configuration/logging#where-the-files-live');
    await waitForHydration(page);
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveAttribute('href', '#where-the-files-live');
  });

  test('at the top of a guide whose first heading is low, nothing is marked and the tracking waits for the reader', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    const first = await page.locator('article h2.anchor').first().boundingBox();
    expect(first!.y).toBeGreaterThan(250);
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveCount(0);
    await scrollHeadingTo(page, 'log-levels');
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveAttribute('href', '#log-levels');
  });

  test('scrolling back to the top takes the highlight off the section that was being read', async ({ page }) => {
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    await scrollHeadingTo(page, 'where-the-files-live');
    const active = page.locator(`${DESKTOP} ${ACTIVE}`);
    await expect(active).toHaveAttribute('href', '#where-the-files-live');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(`${DESKTOP} ${ACTIVE}[href="#where-the-files-live"]`)).toHaveCount(0);
    expect(await active.count()).toBeLessThanOrEqual(1);
  });

  test('while the next heading is still in the lower half of the window, the section above it stays highlighted', async ({
    page,
  }) => {
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    await scrollHeadingTo(page, 'log-levels', 600);
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveAttribute('href', '#console-mode');
  });

  test('an API page highlights its sections too (below 1200 px, where its TOC shows)', async ({ page }) => {
    // From 1200 px the request panel takes the TOC's column (tests/api-layout.spec.ts).
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(API_PAGE);
    await waitForHydration(page);
    await scrollHeadingTo(page, 'responses');
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveAttribute('href', '#responses');
  });

  test('highlighting a link changes no size or position in the TOC (no layout shift)', async ({ page }) => {
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    const boxes = () =>
      page.locator(`${DESKTOP} a`).evaluateAll((links) =>
        links.map((a) => {
          const r = a.getBoundingClientRect();
          return [r.width, r.height, r.left];
        }),
      );
    await page.evaluate(() => window.scrollTo(0, 0));
    const before = await boxes();
    await scrollHeadingTo(page, 'pretty-console-output');
    await expect(page.locator(`${DESKTOP} ${ACTIVE}`)).toHaveAttribute('href', '#pretty-console-output');
    expect(await boxes()).toEqual(before);
  });

  test('the TOC is in the static HTML with no link highlighted (the browser only moves the class)', async ({
    page,
  }) => {
    const html = await (await page.request.get('/configuration/logging')).text();
    // The page's markup, after the head (whose inline stylesheet names the highlight class).
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('class="table-of-contents__link toc-highlight" href="#log-levels"');
    expect(body).not.toContain('table-of-contents__link--active');
  });
});

test.describe('desktop and mobile TOC by window width', () => {
  test('the desktop TOC shows from 997 px and the mobile "On this page" only up to 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    await expect(page.locator(DESKTOP)).toBeVisible();
    await expect(page.locator(MOBILE)).toBeHidden();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.locator(DESKTOP)).toBeVisible();
    await expect(page.locator(MOBILE)).toBeHidden();
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(page.locator(DESKTOP)).toBeHidden();
    await expect(page.locator(MOBILE)).toBeVisible();
  });

  test('a guide shows the mobile "On this page"; a page without TOC entries (a category index) has neither TOC', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/configuration/logging');
    await expect(page.locator(MOBILE)).toHaveCount(1);
    await page.goto('/category/quick-start');
    await waitForHydration(page);
    await expect(page.locator(MOBILE)).toHaveCount(0);
    await expect(page.locator(DESKTOP)).toHaveCount(0);
  });
});

test.describe('mobile "On this page"', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [route, id, label] of [
    ...GUIDES.map((r) => [r, 'log-levels', 'Log levels'] as const),
    [API_PAGE, 'code-samples', 'Code samples'] as const,
  ]) {
    test(`${route}: collapsed above the content, expands on click, and a link goes to its heading`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      const box = page.locator(MOBILE);
      const button = box.locator('summary', { hasText: 'On this page' });
      await expect(button).toBeVisible();
      await expectOpen(box, false);
      // Before the content, after the breadcrumbs.
      expect(
        await box.evaluate((el) => {
          const content = document.querySelector('article .markdown');
          return !!content && !!(el.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      // Collapsed, the list is not shown.
      await expect(box.locator('a').first()).toBeHidden();

      await button.click();
      await expectOpen(box, true);
      const links = box.locator('a.table-of-contents__link');
      await expect(links).toHaveCount(await page.locator(`${DESKTOP} a`).count());
      const link = box.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      // Mobile links are never highlighted.
      await expect(box.locator(ACTIVE)).toHaveCount(0);
    });
  }

  test('a second click collapses the list again', async ({ page }) => {
    await page.goto('/configuration/logging');
    await waitForHydration(page);
    const button = page.locator(MOBILE).locator('summary', { hasText: 'On this page' });
    await button.click();
    const link = page.locator(MOBILE).getByRole('link', { name: 'Log levels', exact: true });
    await expect(link).toBeVisible();
    await button.click();
    await expectOpen(page.locator(MOBILE), false);
    await expect(link).toBeHidden();
  });
});
