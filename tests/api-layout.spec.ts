import type { Page } from '@playwright/test';
import { expect, nextRoute, testOnSharedPage as test, waitForHydration } from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).

const GET_SESSION = '/api/get-session-v-1-session-session-id-get';
const LIST_SESSIONS = '/api/list-sessions-v-1-session-get';
const SPAWN_AGENT = '/api/spawn-agent-v-1-spawn-agent-post';

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
};

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of [SPAWN_AGENT, nextRoute(SPAWN_AGENT)]) {
    test(`${route} shows the reference and the request panel side by side, with no TOC column`, async ({ page }) => {
      await page.goto(route);
      const ref = await box(page, '.api-operation__ref');
      const panel = await box(page, '.api-operation__panel');
      expect(panel.x).toBeGreaterThanOrEqual(ref.x + ref.width);
      expect(Math.abs(panel.y - ref.y)).toBeLessThan(2);
      await expect(page.locator('.doc-toc')).toBeHidden();
      await expect(page.locator('.api-operation__panel #code-samples')).toBeVisible();
    });
  }

  test('the request panel stays in view while the reference scrolls', async ({ page }) => {
    await page.goto(SPAWN_AGENT);
    const navbar = await box(page, '.navbar');
    const before = await box(page, '.api-operation__ref');
    await page.mouse.wheel(0, 700);
    // The reference has moved up by the scrolled distance; the panel sits 1rem under the navbar.
    await expect
      .poll(async () => Math.round((await box(page, '.api-operation__ref')).y))
      .toBe(Math.round(before.y - 700));
    expect(Math.round((await box(page, '.api-operation__panel')).y)).toBe(Math.round(navbar.y + navbar.height + 16));
  });

  test('the panel shows a response example per status with a body, and the reference hides its copies', async ({
    page,
  }) => {
    await page.goto(SPAWN_AGENT);
    const examples = page.locator('.api-examples');
    await expect(examples.locator('.tabs__item')).toHaveText(['201', '422', '500']);
    await expect(examples.locator('.tabs__panel:visible')).toContainText('"session_id"');
    await expect(page.locator('.api-responses .api-example--inline').first()).toBeHidden();
  });
});

test.describe('at 1100 px', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('an operation page is one column: request body, code samples, then responses, with the TOC beside', async ({
    page,
  }) => {
    await page.goto(SPAWN_AGENT);
    const body = await box(page, '#request-body');
    const samples = await box(page, '#code-samples');
    const responses = await box(page, '#responses');
    expect(samples.y).toBeGreaterThan(body.y);
    expect(responses.y).toBeGreaterThan(samples.y);
    expect(Math.abs(samples.x - body.x)).toBeLessThan(2);
    await expect(page.locator('.doc-toc')).toBeVisible();
    // One column shows each example inside its status tab; the panel's copies are not shown.
    await expect(page.locator('.api-examples')).toBeHidden();
    await expect(page.locator('.api-responses .tabs__panel:visible .api-example--inline')).toBeVisible();
  });

  test('a TOC link to a response status selects that status tab and shows its heading', async ({ page }) => {
    await page.goto(GET_SESSION);
    await waitForHydration(page);
    const heading = page.locator('h3#response-404');
    await expect(heading).toBeHidden();
    await page.locator('.doc-toc a', { hasText: '404 Not Found' }).click();
    await expect(heading).toBeVisible();
    await expect(page.locator('.api-responses').getByRole('radio', { name: '404' })).toBeChecked();
    await expect(heading).toBeInViewport();
  });
});

test('responses are one tab per status code, the first selected', async ({ page }) => {
  await page.goto(GET_SESSION);
  await expect(page.locator('.api-responses .tabs__item')).toHaveText(['200', '404', '422', '500']);
  await expect(page.locator('.api-responses').getByRole('radio').first()).toBeChecked();
  await expect(page.locator('h3#response-200')).toBeVisible();
  await expect(page.locator('h3#response-500')).toBeHidden();
});

test("the 422 tab shows FastAPI's validation error shape: detail, a list of errors with loc, msg and type", async ({
  page,
}) => {
  await page.goto(LIST_SESSIONS);
  await waitForHydration(page);
  await page.locator('.api-responses .tabs__item').getByText('422', { exact: true }).click();
  const panel = page.locator('.api-responses .tabs__panel:visible');
  await expect(panel.locator('h3')).toHaveText(/^422 Unprocessable Content/);
  const schema = panel.locator('#response-422-schema');
  await expect(schema.locator('.schema__type').first()).toHaveText('HTTPValidationError');
  await expect(schema.locator('li#response-422-schema-detail > .schema__head .schema__name')).toHaveText('detail');
  await panel.getByRole('button', { name: 'Expand all' }).click();
  for (const field of ['loc', 'msg', 'type']) {
    await expect(schema.locator(`li[id$="-${field}"] .schema__name`).first()).toBeVisible();
  }
});

test('Expand all opens every folded level of a schema and Collapse all closes them again', async ({ page }) => {
  await page.goto(LIST_SESSIONS);
  await waitForHydration(page);
  const schema = page.locator('#response-200-schema').locator('xpath=..');
  const folds = schema.locator('details.schema__nested');
  expect(await folds.count()).toBeGreaterThan(0);
  await schema.getByRole('button', { name: 'Expand all' }).click();
  for (const fold of await folds.all()) await expect(fold).toHaveAttribute('open', '');
  await expect(page.locator('li#response-200-schema-items-status')).toBeVisible();
  await schema.getByRole('button', { name: 'Collapse all' }).click();
  for (const fold of await folds.all()) await expect(fold).not.toHaveAttribute('open');
  await expect(page.locator('li#response-200-schema-items-status')).toBeHidden();
});

test('a property permalink opens the folds above the property and brings it into view', async ({ page }) => {
  await page.goto(`${LIST_SESSIONS}#response-200-schema-items-status`);
  await waitForHydration(page);
  const property = page.locator('li#response-200-schema-items-status');
  await expect(property).toBeVisible();
  await expect(property).toBeInViewport();
  await expect(property.locator('.schema__permalink')).toHaveAttribute('href', '#response-200-schema-items-status');
});

test('without JavaScript the response tabs still switch: each status shows its own heading', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(new URL(GET_SESSION, test.info().project.use.baseURL).href);
  const responses = page.locator('.api-responses');
  await expect(responses.getByRole('heading', { level: 3, name: /^200 OK/ })).toBeVisible();
  await expect(responses.getByRole('heading', { level: 3, name: /^404 Not Found/ })).toBeHidden();
  await responses.locator('.tabs__item').getByText('404', { exact: true }).click();
  await expect(responses.getByRole('heading', { level: 3, name: /^404 Not Found/ })).toBeVisible();
  await expect(responses.getByRole('heading', { level: 3, name: /^200 OK/ })).toBeHidden();
  await context.close();
});
