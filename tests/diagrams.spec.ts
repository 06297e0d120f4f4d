import { DOCUSAURUS_SITE } from './e2e-env';
import { expect, testOnSharedPage as test, waitForHydration } from './fixtures';
import { axeViolations } from './helpers/axe';

// The Docusaurus-conventions fixture's unlisted page holds a Mermaid diagram and every admonition keyword
// (tests/fixtures/docusaurus/docs/guides/hidden-notes.md).
const PAGE = `${DOCUSAURUS_SITE}/guides/hidden-notes`;

/** The diagram's text colour in each mode: the site's --text (app/globals.css). */
const TEXT_COLOUR = { light: 'rgb(28, 30, 33)', dark: 'rgb(227, 227, 227)' };

for (const mode of ['light', 'dark'] as const) {
  test(`the diagram is an inline svg in the site's ${mode} colours, with no diagram script, and axe passes`, async ({
    page,
  }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    const svg = page.locator('main .diagram > svg[role="img"]');
    await expect(svg).toHaveCount(1);
    await expect(svg).toHaveAttribute('aria-label', /^How a note reaches a reader\. Writer to Markdown file \(saves\)/);
    await expect(svg.locator('text', { hasText: 'Site build' })).toHaveCSS('fill', TEXT_COLOUR[mode]);
    await expect(page.locator('main pre')).toHaveCount(0);

    // Drawn at build time: neither an inline script nor a script file of the page holds diagram code.
    for (const script of await page.locator('script').all()) {
      const src = await script.getAttribute('src');
      const code = src ? await (await page.request.get(new URL(src, PAGE).href)).text() : await script.innerHTML();
      expect(code.toLowerCase(), src ?? 'inline script').not.toContain('mermaid');
      expect(code, src ?? 'inline script').not.toContain('elkjs');
    }

    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wide diagram scrolls inside its box instead of widening the page', async ({ page }) => {
    await page.goto(PAGE);
    const box = page.locator('main .diagram');
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(box).toHaveAttribute('tabindex', '0');
  });
});

test('every admonition keyword and lower-case GitHub alerts are drawn as boxes', async ({ page }) => {
  await page.goto(PAGE);
  const headings = page.locator('main .admonition .admonition__heading');
  await expect(headings).toHaveText([
    'Note',
    'Tip',
    'Info',
    'Warning',
    'Danger',
    'Important',
    'Caution',
    'Success',
    'Secondary',
    'Tip',
    'Note',
  ]);
  await expect(page.locator('main blockquote')).toHaveCount(0);
  await expect(page.locator('main .admonition--success')).toHaveCount(1);
  await expect(page.locator('main .admonition--secondary')).toHaveCount(1);
});
