import { expect, test, waitForHydration } from './fixtures';

// Between them these guides hold every admonition kind (note, tip, info and warning; danger), in both versions.
const GUIDES = [
  { path: '/configuration/expert-model', kinds: ['note', 'tip', 'info', 'warning'] },
  { path: '/usage/web-ui', kinds: ['note', 'warning', 'danger'] },
  { path: '/next/configuration/expert-model', kinds: ['note', 'tip', 'info', 'warning'] },
];

for (const mode of ['light', 'dark'] as const) {
  for (const { path, kinds } of GUIDES) {
    test(`every admonition on ${path} shows its kind's icon in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const kind of kinds) {
        await expect(page.locator(`.admonition--${kind}`).first()).toBeVisible();
      }
      const admonitions = page.locator('.admonition');
      expect(await admonitions.count()).toBeGreaterThan(0);
      for (const admonition of await admonitions.all()) {
        const icon = admonition.locator('.admonition__heading > .admonition__icon[aria-hidden="true"] > svg');
        await expect(icon).toHaveCount(1);
        await expect(icon).toBeVisible();
        const box = await icon.boundingBox();
        expect(box?.width, 'icon width').toBeGreaterThan(10);
        expect(box?.height, 'icon height').toBeGreaterThan(10);
        expect(await icon.locator('path, circle').count(), 'the icon draws something').toBeGreaterThan(0);
        // The icon paints with the heading's accent colour, so it follows the colour mode.
        const [stroke, headingColor] = await icon.evaluate((svg) => [
          getComputedStyle(svg).stroke,
          getComputedStyle(svg.closest('.admonition__heading') as Element).color,
        ]);
        expect(stroke).toBe(headingColor);
      }
    });
  }
}

test('the admonition icons differ between light and dark mode with their accent colour', async ({ page }) => {
  const strokeIn = async (mode: 'light' | 'dark') => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto('/configuration/expert-model');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    return page
      .locator('.admonition--tip .admonition__icon svg')
      .first()
      .evaluate((svg) => getComputedStyle(svg).stroke);
  };
  const light = await strokeIn('light');
  const dark = await strokeIn('dark');
  expect(light).not.toBe(dark);
});

test('the Markdown twin of a guide shows admonitions as quotes led by their kind, with no icon markup', async ({
  request,
}) => {
  const response = await request.get('/configuration/expert-model.md');
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown).toMatch(/^> \*\*(Note|Tip|Info|Warning)(: [^*]+)?\*\*$/m);
  expect(markdown).not.toContain('<svg');
  expect(markdown).not.toContain('admonition__icon');
});
