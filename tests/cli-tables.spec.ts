import { expect, test } from './fixtures';

// A wrapped inline element has one client rectangle per line it spans.
for (const width of [1280, 390]) {
  test(`option names and choices in the CLI tables never break inside a word at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/quickstart/open-models');
    const codes = page.locator('table.cli-options td:first-child code, table.cli-options td:last-child code');
    expect(await codes.count()).toBeGreaterThan(10);
    const broken = await codes.evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length > 1).map((e) => e.textContent),
    );
    expect(broken).toEqual([]);
  });
}

for (const width of [1280, 390]) {
  test(`inline code in any guide table (--use-aider, requires-python) stays on one line at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/quickstart/installation');
    const codes = page.locator('.markdown table:not(.cli-options):not(.env-vars) td code');
    expect(await codes.count()).toBeGreaterThan(3);
    const broken = await codes.evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length > 1).map((e) => e.textContent),
    );
    expect(broken).toEqual([]);
  });
}
