import {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  expect,
  expectOpen,
  methodBadge,
  testOnSharedPage as test,
  waitForHydration,
} from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).
test.describe('API operation pages', () => {
  for (const { route, method, path } of API_OPERATION_ROUTES) {
    test(`${route} shows ${method} ${path}, its parameters, responses and code samples`, async ({ page }) => {
      await page.goto(route);
      const endpoint = page.locator('main .api-endpoint');
      await expect(endpoint.locator('.api-method-badge')).toHaveText(methodBadge(method));
      await expect(endpoint.locator('code')).toHaveText(path);
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of pathParams) {
        await expect(page.locator('table.api-params tbody tr', { hasText: name }).locator('td').first()).toHaveText(
          'path',
        );
      }
      await expect(page.locator('main h3[id^="response-2"]')).toHaveCount(1);
      await expect(page.locator('main .api-code-samples option').first()).toHaveText('cURL');
      await expect(page.locator('main .api-code-samples pre.shiki').first()).toContainText(
        path === '/' ? 'localhost:1818/' : path.split('{')[0],
      );
      await waitForHydration(page);
    });
  }

  test('list sessions documents offset and limit with their defaults and limits', async ({ page }) => {
    await page.goto('/api/list-sessions-v-1-session-get');
    const rows = page.locator('table.api-params tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td')).toHaveText(['query', 'offset', 'integer', 'no', '0', 'minimum: 0', /skip/]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      'query',
      'limit',
      'integer',
      'no',
      '10',
      'minimum: 1maximum: 100',
      /largest number/,
    ]);
    await expect(page.locator('main h3')).toHaveText([/^200 OK/, /^422 /, /^500 /]);
  });

  test('spawn agent shows the request body schema with its required field and default', async ({ page }) => {
    await page.goto('/api/spawn-agent-v-1-spawn-agent-post');
    const body = page.locator('#request-body-schema');
    await expect(body.locator('.schema__type').first()).toHaveText('SpawnAgentRequest');
    const message = body.locator('li#request-body-schema-message');
    await expect(message.locator('.schema__required')).toHaveText('required');
    const researchOnly = body.locator('li#request-body-schema-research_only');
    await expect(researchOnly.locator('.schema__facts')).toContainText('default false');
    await expect(page.locator('main h3')).toHaveText([/^201 Created/, /^422 /, /^500 /]);
  });

  test('nested schema levels are folded and open on click', async ({ page }) => {
    await page.goto('/api/list-sessions-v-1-session-get');
    await waitForHydration(page);
    const nested = page.locator('#response-200-schema-items .schema__nested');
    // 0.30.2's SessionModel has 9 fields (master adds `plan`).
    const toggle = nested.locator(':scope > summary', { hasText: 'SessionModel: 9 properties' });
    const fold = toggle.locator('xpath=..');
    await expectOpen(fold, false);
    const status = nested.locator('li#response-200-schema-items-status');
    await expect(status).toBeHidden();
    await toggle.click();
    await expectOpen(fold, true);
    await expect(status).toBeVisible();
    await expect(status.locator('.schema__facts')).toContainText(
      'one of "pending", "running", "completed", "error", "halting", "halted"',
    );
    await expect(page.locator('li#response-200-schema-items-id .schema__type')).toHaveText('integer | null');
  });

  test('the TOC lists the sections in page order (code samples before responses) and each response status', async ({
    page,
  }) => {
    await page.goto('/api/get-session-v-1-session-session-id-get');
    const toc = page.locator('.doc-toc a');
    await expect(toc).toHaveText([
      'Parameters',
      'Code samples',
      'Responses',
      '200 OK',
      '404 Not Found',
      '422 Unprocessable Content',
      '500 Internal Server Error',
    ]);
  });
});

test('the API overview shows version, licence, contact, server, the file download and operations by tag', async ({
  page,
  request,
}) => {
  await page.goto(API_OVERVIEW_ROUTE);
  await expect(page.locator('main h1')).toHaveText('RA.Aid API');
  const meta = page.locator('.api-overview__meta');
  await expect(meta).toContainText('Version 1.0.0');
  await expect(meta.getByRole('link', { name: 'Apache 2.0' })).toHaveAttribute('href', /apache\.org/);
  await expect(meta.getByRole('link', { name: 'RA.Aid maintainers' })).toHaveAttribute(
    'href',
    'https://github.com/ai-christianson/RA.Aid',
  );
  await expect(page.locator('main')).toContainText('/v1/ws');
  await expect(page.locator('#servers + ul > li > code')).toHaveText('http://localhost:1818');
  await expect(page.locator('.api-overview__group h3')).toHaveText(['Sessions', 'Agent', 'Untagged']);
  await expect(page.locator('.api-overview__ops a')).toHaveCount(API_OPERATION_ROUTES.length);

  const href = await page.getByRole('link', { name: 'Download the OpenAPI file' }).getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/yaml/);
  const text = await file.text();
  expect(text).toContain('openapi: 3.1.0');
  expect(text).toContain('operationId: spawn_agent_v1_spawn_agent_post');
});

test('the sidebar API category: overview first, then Sessions, Agent, Untagged (tag names capitalised), each operation with a method badge', async ({
  page,
}) => {
  await page.goto('/api/spawn-agent-v-1-spawn-agent-post');
  const api = page.locator('.doc-sidebar li.menu__category', {
    has: page.locator(':scope > .menu__category-row', { hasText: /^API$/ }),
  });
  const items = api.locator(':scope > details > ul > li');
  await expect(items.first()).toHaveText('RA.Aid API');
  await expect(items.locator(':scope > details > summary')).toHaveText(['Sessions', 'Agent', 'Untagged']);
  // Check each operation on its own page, where its category is open.
  for (const op of API_OPERATION_ROUTES) {
    await page.goto(op.route);
    const item = page.locator('.doc-sidebar li:has(> a[aria-current="page"])');
    await expect(item).toHaveClass(new RegExp(`api-method ${op.method.toLowerCase()}`));
    // The badge is the link's ::before, from its data-badge: shown, and read as part of the link's name.
    const badge = await item.locator('a').evaluate((a) => ({
      text: getComputedStyle(a, '::before').content,
      shown: getComputedStyle(a, '::before').width,
    }));
    expect(badge.text).toBe(`"${methodBadge(op.method)}"`);
    expect(parseFloat(badge.shown)).toBeGreaterThan(20);
  }
  await page.goto('/api/spawn-agent-v-1-spawn-agent-post');
  await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveText('Spawn agent');
  await expect(page.locator('.doc-sidebar [aria-current="page"]')).toHaveAccessibleName(/^POST ?Spawn agent$/);
});

test('/category/api lists the overview and every operation under its tag', async ({ page }) => {
  await page.goto('/category/api');
  await expect(page.locator('.category-index__group > h2')).toHaveText(['Sessions', 'Agent', 'Untagged']);
  await expect(page.locator('a.card')).toHaveCount(1 + API_OPERATION_ROUTES.length);
  for (const op of API_OPERATION_ROUTES) {
    const group = page.locator('.category-index__group', { has: page.locator('h2', { hasText: op.tag }) });
    await expect(group.locator(`a.card[href$="${op.route}"] .api-method-badge`)).toHaveText(methodBadge(op.method));
  }
});

test('API pages take part in breadcrumbs and previous/next like guides', async ({ page }) => {
  await page.goto('/api/list-sessions-v-1-session-get');
  await expect(page.locator('nav[aria-label="Breadcrumbs"] li')).toHaveText(['', 'API', 'Sessions', 'List sessions']);
  await expect(page.locator('.pagination-nav__link--prev')).toContainText('RA.Aid API');
  await expect(page.locator('.pagination-nav__link--next')).toContainText('Create session');
});

for (const route of [API_OVERVIEW_ROUTE, ...API_OPERATION_ROUTES.map((r) => r.route)]) {
  test(`${route} sends no request to the RA.Aid server it documents, with every tab opened`, async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await page.goto(route);
    await waitForHydration(page);
    for (const tab of await page.locator('main .tabs__item').all()) if (await tab.isVisible()) await tab.click();
    expect([...hosts].filter((h) => /:1818$/.test(h) || h === 'localhost')).toEqual([]);
    expect(hosts.size).toBe(1);
  });
}
