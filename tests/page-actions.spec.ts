import { expect, test, waitForHydration } from './fixtures';

const ROUTES = [
  '/quickstart/installation',
  '/category/configuration',
  '/api/spawn-agent-v-1-spawn-agent-post',
  '/next/usage/web-ui',
];

for (const route of ROUTES) {
  test(`${route}: Copy page and Open Markdown form one group on the title's row at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Page actions' });
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('button', { name: 'Copy page' })).toBeVisible();
    await expect(group.getByRole('link', { name: 'Open Markdown' })).toBeVisible();
    const box = (await group.boundingBox())!;
    const title = (await page.locator('article h1').first().boundingBox())!;
    // Same row: the group's vertical centre lies within the title's first line, and it sits at the right.
    const firstLineBottom = title.y + Math.min(title.height, 60);
    expect(box.y + box.height / 2).toBeGreaterThan(title.y);
    expect(box.y + box.height / 2).toBeLessThan(firstLineBottom);
    expect(box.x).toBeGreaterThan(title.x + 100);
    // Both controls share one style: same height and top.
    const [copy, open] = await Promise.all([
      group.getByRole('button').boundingBox(),
      group.getByRole('link').boundingBox(),
    ]);
    expect(copy!.y).toBeCloseTo(open!.y, 0);
    expect(copy!.height).toBeCloseTo(open!.height, 0);
  });
}

test('the Copy page label changing to Copied does not move or resize the group', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configuration/ollama');
  await waitForHydration(page);
  const group = page.getByRole('group', { name: 'Page actions' });
  const before = await group.boundingBox();
  await group.getByRole('button', { name: 'Copy page' }).click();
  await expect(group.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await group.boundingBox()).toEqual(before);
});

test('at 390 px the group stays next to the title without overflowing the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/usage/web-ui');
  await waitForHydration(page);
  const box = (await page.getByRole('group', { name: 'Page actions' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
