import {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  expect,
  GUIDE_ROUTES,
  nextRoute,
  test,
  waitForHydration,
} from './fixtures';

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

test.describe('agents and feedback', () => {
  /** Every guide and API page of both versions, and the category pages (page actions only). */
  const GUIDES_AND_API = [...GUIDE_ROUTES, API_OVERVIEW_ROUTE, ...API_OPERATION_ROUTES.map((r) => r.route)];
  const EVERY = [...GUIDES_AND_API, ...CATEGORY_ROUTES];

  test('every guide, category and API page of both versions offers Open in ChatGPT and Open in Claude on its Markdown twin', async ({
    request,
  }) => {
    for (const route of [...EVERY, ...EVERY.map(nextRoute)]) {
      const html = await (await request.get(route)).text();
      const twin = `https://docs.ra-aid.ai${route === '/' ? '/index' : route}.md`;
      for (const [name, base] of [
        ['ChatGPT', 'https://chatgpt.com/?q='],
        ['Claude', 'https://claude.ai/new?q='],
      ] as const) {
        const href = new RegExp(`href="(${base.replace(/[.?/]/g, '\\$&')}[^"]+)"[^>]*>Open in ${name}<`).exec(
          html,
        )?.[1];
        expect(href, `${route}: Open in ${name}`).toBeDefined();
        const prompt = new URL(href!.replace(/&amp;/g, '&')).searchParams.get('q');
        expect(prompt, `${route}: the prompt names the twin`).toContain(twin);
      }
    }
  });

  test('every guide and API page of both versions ends with "Was this page helpful?"; category pages do not', async ({
    request,
  }) => {
    for (const route of [...GUIDES_AND_API, ...GUIDES_AND_API.map(nextRoute)]) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain('>Was this page helpful?<');
    }
    for (const route of CATEGORY_ROUTES) {
      expect(await (await request.get(route)).text(), route).not.toContain('>Was this page helpful?<');
    }
  });

  test('"Ask AI" opens a menu of the two links with one click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/configuration/ollama');
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Page actions' });
    await expect(group.getByRole('link', { name: 'Open in Claude' })).toBeHidden();
    await group.locator('summary', { hasText: 'Ask AI' }).click();
    const claude = group.getByRole('link', { name: 'Open in Claude' });
    await expect(claude).toBeVisible();
    await expect(claude).toHaveAttribute('target', '_blank');
    await expect(group.getByRole('link', { name: 'Open in ChatGPT' })).toBeVisible();
  });

  test('answering No shows a link to a new issue filled with the page, and tells the page for its analytics', async ({
    page,
  }) => {
    await page.goto('/next/usage/web-ui');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.addEventListener('docs:page-feedback', (e) => {
        (window as unknown as { answer: unknown }).answer = (e as CustomEvent).detail;
      });
    });
    const feedback = page.locator('section.page-feedback');
    await feedback.scrollIntoViewIfNeeded();
    await expect(feedback.getByRole('link')).toBeHidden();
    await feedback.locator('label', { hasText: 'No' }).click();
    const link = feedback.getByRole('link', { name: 'Tell us what is wrong or missing' });
    await expect(link).toBeVisible();
    const issue = new URL((await link.getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/ai-christianson/RA.Aid/issues/new');
    expect(issue.searchParams.get('title')).toMatch(/^Docs feedback: /);
    expect(issue.searchParams.get('body')).toContain('https://docs.ra-aid.ai/next/usage/web-ui');
    expect(issue.searchParams.get('body')).toContain('Docs version: Next');
    expect(await page.evaluate(() => (window as unknown as { answer: unknown }).answer)).toMatchObject({
      helpful: false,
      version: 'Next',
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('answering Yes still shows its follow-up', async ({ page }) => {
      await page.goto('/configuration/ollama');
      const feedback = page.locator('section.page-feedback');
      await feedback.locator('label', { hasText: 'Yes' }).click();
      await expect(feedback.getByRole('link', { name: 'Tell us what could still be better' })).toBeVisible();
    });
  });
});
