import { axe } from './helpers/axe';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './helpers/network-quiet';

// The "Send request" panel of API pages (components/api/try-it.tsx), against a stub RA.Aid server started by
// each test on 127.0.0.1 (a random port): it records every request and answers with JSON, allowing any origin
// like RA.Aid's server does.

const GET_SESSION = '/api/get-session-v-1-session-session-id-get';
const LIST_SESSIONS = '/api/list-sessions-v-1-session-get';
const SPAWN_AGENT = '/api/spawn-agent-v-1-spawn-agent-post';

interface Recorded {
  method: string;
  path: string;
  query: string;
  contentType: string | undefined;
  body: string;
}

interface Stub {
  url: string;
  /** Every request but CORS preflights. */
  requests: Recorded[];
  /** Every request, preflights included. */
  all: Recorded[];
  close(): Promise<void>;
}

const STUB_ANSWER = { id: 2, status: 'completed', display_name: 'Stubbed session' };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startStub(): Promise<Stub> {
  const requests: Recorded[] = [];
  const all: Recorded[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const recorded = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      contentType: req.headers['content-type'],
      body: await readBody(req),
    };
    all.push(recorded);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': '*', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    requests.push(recorded);
    // A request for session "slow" waits for the test to cancel it (or for the stub to close).
    if (url.pathname.endsWith('/slow')) return void setTimeout(() => res.destroy(), 30_000).unref();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(STUB_ANSWER));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    all,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on: bound by a server that is closed again at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Send request' });

async function openPanel(page: Page, route: string, baseUrl: string) {
  await page.goto(route);
  await waitForHydration(page);
  await panel(page).getByLabel('Base URL').fill(baseUrl);
}

let stub: Stub;
test.beforeEach(async () => {
  stub = await startStub();
});
test.afterEach(async () => {
  await stub.close();
});

test('Send calls the base URL plus the path with the typed path parameter encoded, and shows status and JSON answer', async ({
  page,
}) => {
  await openPanel(page, GET_SESSION, stub.url);
  await panel(page).getByLabel('session_id').fill('7 a/b');
  await panel(page).getByRole('button', { name: 'Send' }).click();

  await expect(panel(page).locator('.try-it__status')).toContainText('200 OK');
  await expect(panel(page).locator('.try-it__status')).toContainText(/\d+ ms/);
  await expect(panel(page).getByRole('region', { name: 'Response body' })).toHaveText(
    JSON.stringify(STUB_ANSWER, null, 2),
  );
  expect(stub.requests).toEqual([
    { method: 'GET', path: '/v1/session/7%20a%2Fb', query: '', contentType: undefined, body: '' },
  ]);
});

test('Send puts the typed query parameters in the query string', async ({ page }) => {
  await openPanel(page, LIST_SESSIONS, stub.url);
  await panel(page).getByLabel('offset').fill('20');
  await panel(page).getByLabel('limit').fill('5');
  await panel(page).getByRole('button', { name: 'Send' }).click();

  await expect(panel(page).locator('.try-it__status')).toContainText('200 OK');
  expect(stub.requests).toEqual([
    { method: 'GET', path: '/v1/session', query: '?offset=20&limit=5', contentType: undefined, body: '' },
  ]);
});

test('Send posts the edited body as typed, with Content-Type application/json', async ({ page }) => {
  await openPanel(page, SPAWN_AGENT, stub.url);
  const body = '{\n  "message": "List the TODO comments",\n  "research_only": true\n}';
  await panel(page).getByLabel(/^Body/).fill(body);
  await panel(page).getByRole('button', { name: 'Send' }).click();

  await expect(panel(page).locator('.try-it__status')).toContainText('200 OK');
  expect(stub.requests).toEqual([
    { method: 'POST', path: '/v1/spawn-agent', query: '', contentType: 'application/json', body },
  ]);
  await expect(panel(page).getByRole('region', { name: 'Response body' })).toContainText('"Stubbed session"');
});

test('the response headers are listed in a collapsed section that opens on click', async ({ page }) => {
  await openPanel(page, GET_SESSION, stub.url);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  // The whole answer is on screen (status line written, Cancel off again) before the section is clicked.
  await expect(panel(page).locator('.try-it__status')).toContainText('200 OK');
  await expect(panel(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(stub.requests).toHaveLength(1);
  const headers = panel(page).locator('details.try-it__headers');
  await expect(headers).toHaveCount(1);
  await expect(headers).not.toHaveAttribute('open');
  await expect(headers.locator('dt', { hasText: 'content-type' })).toBeHidden();
  await headers.locator('summary').click();
  await expect(headers).toHaveAttribute('open');
  await expect(headers.locator('dt', { hasText: 'content-type' })).toBeVisible();
  await expect(headers.locator('dd', { hasText: 'application/json' })).toBeVisible();
});

test('Cancel aborts a request in flight and says it was cancelled', async ({ page }) => {
  await openPanel(page, GET_SESSION, stub.url);
  await panel(page).getByLabel('session_id').fill('slow');
  const cancel = panel(page).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeDisabled();
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(panel(page).locator('.try-it__status')).toContainText('Sending GET');
  await cancel.click();
  await expect(panel(page).locator('.try-it__status')).toHaveText('Request cancelled: nothing was received.');
  await expect(cancel).toBeDisabled();
  expect(stub.requests.map((r) => r.path)).toEqual(['/v1/session/slow']);
});

test('a base URL where nothing listens says that no RA.Aid server answered there', async ({ page, consoleErrors }) => {
  const port = await closedPort();
  await openPanel(page, GET_SESSION, `http://127.0.0.1:${port}`);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(panel(page).locator('.try-it__status')).toHaveText(
    `No RA.Aid server answered at http://127.0.0.1:${port}. Start one with ra-aid --server (default port 1818) and try again.`,
  );
  await expect(panel(page).locator('.try-it__status code')).toHaveText('ra-aid --server');
  // Chromium logs the refused connection itself; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')));
});

test('a body with the wrong type for a required field is not sent, and the problem is listed by the textarea', async ({
  page,
}) => {
  await openPanel(page, SPAWN_AGENT, stub.url);
  const textarea = panel(page).getByLabel(/^Body/);
  await textarea.fill('{ "message": 42 }');
  await panel(page).getByRole('button', { name: 'Send' }).click();

  await expect(panel(page).locator('#try-it-body-problems li')).toHaveText(['message should be a string, not 42.']);
  await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page).locator('.try-it__status')).toContainText('Nothing was sent');
  expect(stub.all).toEqual([]);
});

test('invalid JSON in the body is reported with its line and column, and nothing is sent', async ({ page }) => {
  await openPanel(page, SPAWN_AGENT, stub.url);
  await panel(page).getByLabel(/^Body/).fill('{\n  "message": "hi",\n}');
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(panel(page).locator('#try-it-body-problems li')).toHaveText([
    'The body is not valid JSON: there is a comma after the last property; remove it (line 3, column 1).',
  ]);
  expect(stub.all).toEqual([]);
});

test('the base URL typed on one API page is remembered after a reload and on the other API pages', async ({ page }) => {
  await openPanel(page, GET_SESSION, stub.url);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ra-aid-docs.api.baseUrl'))).toBe(stub.url);
  await page.reload();
  await waitForHydration(page);
  await expect(panel(page).getByLabel('Base URL')).toHaveValue(stub.url);
  await page.goto(SPAWN_AGENT);
  await waitForHydration(page);
  await expect(panel(page).getByLabel('Base URL')).toHaveValue(stub.url);
});

test('the panel starts with the default server and the code samples’ example values', async ({ page }) => {
  await page.goto(GET_SESSION);
  await waitForHydration(page);
  await expect(panel(page).getByLabel('Base URL')).toHaveValue('http://localhost:1818');
  await expect(panel(page).getByLabel('session_id')).toHaveValue('2');
  await page.goto(SPAWN_AGENT);
  await expect(panel(page).getByLabel(/^Body/)).toHaveValue(/"message": "Find where request timeouts are configured/);
});

test('only the spawn agent panel warns that Send starts an agent that runs commands', async ({ page }) => {
  await page.goto(SPAWN_AGENT);
  await expect(panel(page).locator('.try-it__caution')).toContainText('starts a real agent');
  await page.goto(GET_SESSION);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator('.try-it__caution')).toHaveCount(0);
});

test('the sending code loads only when the reader focuses the panel', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: r.text().catch(() => '') });
  });
  const network = watchNetwork(page);
  await page.goto(GET_SESSION);
  await waitForHydration(page);
  await network.quiet();
  const sendingCode = async () =>
    (
      await Promise.all(scripts.map(async (s) => ((await s.body).includes('No RA.Aid server answered') ? s.url : null)))
    ).filter(Boolean);
  expect(await sendingCode()).toEqual([]);
  await panel(page).getByLabel('Base URL').focus();
  await expect.poll(async () => (await sendingCode()).length).toBe(1);
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations in the panel showing a response in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPanel(page, SPAWN_AGENT, stub.url);
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await expect(panel(page).locator('.try-it__status')).toContainText('200 OK');
    await panel(page).locator('details.try-it__headers summary').click();
    const results = await axe(page).include('section.try-it').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`axe finds no violations in the panel listing body problems in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPanel(page, SPAWN_AGENT, stub.url);
    await panel(page).getByLabel(/^Body/).fill('{}');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await expect(panel(page).locator('#try-it-body-problems li')).toHaveCount(1);
    const results = await axe(page).include('section.try-it').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is there, prefilled, with disabled buttons and a sentence that sending needs JavaScript', async ({
    page,
  }) => {
    await page.goto(LIST_SESSIONS);
    await expect(panel(page).getByLabel('Base URL')).toHaveValue('http://localhost:1818');
    await expect(panel(page).getByLabel('limit')).toHaveValue('10');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(panel(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // (In a <noscript>, which Playwright's text matchers skip: checked as a visible element instead.)
    await expect(panel(page).locator('p.try-it__nojs')).toBeVisible();
    expect(
      await panel(page)
        .locator('p.try-it__nojs')
        .evaluate((p) => p.textContent),
    ).toMatch(/^Sending needs JavaScript/);
  });
});
