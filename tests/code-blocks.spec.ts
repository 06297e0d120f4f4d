import type { Locator, Page } from '@playwright/test';
import { expect, nextRoute, test, waitForHydration } from './fixtures';

// Both versions' custom-tools guide show tools.py with `showLineNumbers` and a `# highlight-next-line` comment.
const ROUTES = ['/usage/custom-tools', nextRoute('/usage/custom-tools')];

/** The tools.py example: the block whose code defines `TICKETS_FILE`. */
function toolsBlock(page: Page): Locator {
  return page.locator('.code-block').filter({ hasText: 'TICKETS_FILE' });
}

for (const route of ROUTES) {
  test(`${route}: showLineNumbers shows a number before each line that a selection of the code leaves out`, async ({
    page,
  }) => {
    await page.goto(route);
    const pre = toolsBlock(page).locator('pre');
    await expect(pre).toHaveClass(/\bhas-line-numbers\b/);
    const first = pre.locator('.line').first();
    await expect(first).toHaveText('import json');
    const gutter = await first.evaluate((line) => {
      const before = getComputedStyle(line, '::before');
      const text = line.firstElementChild!.getBoundingClientRect().left - line.getBoundingClientRect().left;
      return { content: before.content, text };
    });
    // The counter is drawn, and it pushes the code right by more than the line's own padding (16 px).
    expect(gutter.content).toBe('counter(line-number)');
    expect(gutter.text).toBeGreaterThan(30);
    const selected = await pre.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    expect(selected.startsWith('import json\nimport subprocess\n')).toBe(true);
  });

  test(`${route}: Copy copies the code without the magic comment and without line numbers`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(route);
    await waitForHydration(page);
    const block = toolsBlock(page);
    await expect(block).not.toContainText('highlight-next-line');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('import json\nimport subprocess\nfrom pathlib import Path\n\nfrom langchain_core')).toBe(
      true,
    );
    // Blank lines survive; the comment line before the last one is gone.
    expect(copied).toContain('"tickets.json"\n\n\n@tool\n');
    expect(copied.endsWith('\n\n\ntools = [get_ticket, run_checks]')).toBe(true);
    expect(copied).not.toContain('highlight');
  });
}

test('the highlighted line is marked, and its band spans the block edge to edge in both colour modes', async ({
  page,
}) => {
  await page.goto('/usage/custom-tools');
  const pre = toolsBlock(page).locator('pre');
  const band = pre.locator('.line.highlighted');
  await expect(band).toHaveText('tools = [get_ticket, run_checks]');
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const box = await band.evaluate((line) => {
      const block = line.closest('pre')!.getBoundingClientRect();
      const own = line.getBoundingClientRect();
      const token = line.querySelector('span:not(.line)')!;
      return {
        left: own.left - block.left,
        right: block.right - own.right,
        background: getComputedStyle(line).backgroundColor,
        tokenBackground: getComputedStyle(token).backgroundColor,
      };
    });
    expect(box.left, theme).toBeCloseTo(0, 0);
    expect(box.right, theme).toBeCloseTo(0, 0);
    expect(box.background, theme).not.toBe('rgba(0, 0, 0, 0)');
    // Tokens are transparent, so the band shows behind the text too.
    expect(box.tokenBackground, theme).toBe('rgba(0, 0, 0, 0)');
  }
});

test('on a narrow screen the code still scrolls sideways and the band spans the whole scroll width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(nextRoute('/usage/custom-tools'));
  const pre = toolsBlock(page).locator('pre');
  const widths = await pre.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    const line = el.querySelector<HTMLElement>('.line.highlighted')!;
    return {
      scroll: el.scrollWidth,
      client: el.clientWidth,
      band: line.getBoundingClientRect().width,
      right: el.getBoundingClientRect().right - line.getBoundingClientRect().right,
      scrolled: el.scrollLeft,
    };
  });
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.scrolled).toBeGreaterThan(0);
  expect(widths.band).toBeCloseTo(widths.scroll, 0);
  // Scrolled to the end, the band still reaches the right edge.
  expect(widths.right).toBeCloseTo(0, 0);
});
