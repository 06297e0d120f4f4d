import { expect, test } from './fixtures';
import { DOCUSAURUS_SITE } from './e2e-env';
import { input, modal } from './helpers/search/modal';
import { startAlgoliaServer, type AlgoliaTestServer, type ReceivedRequest } from './helpers/search/algolia-server';
import { record } from './helpers/search/test-records';
import { DOCSEARCH_QUERY_FIELDS } from './helpers/search/docsearch-request';

// The drop-in fixture is configured for Algolia (site.config.mjs). Its requests to Algolia's hosts are answered by a
// local server on 127.0.0.1 that speaks Algolia's protocol, so the real algoliasearch client runs unchanged.
const APP = 'DROPINFIXTURE';
const KEY = 'fixture-search-key';
const records = [
  record('tabs', { lvl0: 'Guides & notes', lvl1: 'Tabs <in> MDX', url: 'https://docs.ra-aid.ai/guides/tabs' }),
  record('options', { lvl0: 'Reference', lvl1: 'Options', url: 'https://docs.ra-aid.ai/reference/options' }),
];
const ALGOLIA_HOSTS = /^https:\/\/dropinfixture(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;

let server: AlgoliaTestServer;
test.beforeAll(async () => {
  server = await startAlgoliaServer({ appId: APP, apiKey: KEY, records });
});
test.afterAll(() => server.close());
test.beforeEach(async ({ page }) => {
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `http://${server.host}${url.pathname}${url.search}` }) });
  });
});

type Body = { requests: Record<string, unknown>[] };
const queryFor = (text: string) => (r: ReceivedRequest) => (r.body as Body | undefined)?.requests?.[0]?.query === text;

async function searchInModal(page: import('@playwright/test').Page, text: string) {
  await page.goto(`${DOCUSAURUS_SITE}/guides/symbols`);
  await page.locator('button.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(text);
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
}

test("the modal asks Algolia with DocSearch's request: query-string credentials, a simple CORS POST, its fields in order", async ({
  page,
}) => {
  await searchInModal(page, 'tabs');
  const req = server.requests.find(queryFor('tabs'))!;
  expect(req.method).toBe('POST');
  expect(req.path).toBe('/1/indexes/*/queries');
  expect(req.query['x-algolia-application-id']).toBe(APP);
  expect(req.query['x-algolia-api-key']).toBe(KEY);
  expect(req.headers['x-algolia-api-key']).toBeUndefined();
  expect(req.headers['content-type']).toBe('text/plain');
  expect(req.query['x-algolia-agent']).toMatch(/^Algolia for JavaScript \(5\.[\d.]+\); Lite \(5\.[\d.]+\); Browser/);
  const sent = (req.body as Body).requests[0];
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}`);
  // Object equality ignores order, so the order is checked on its own.
  expect(Object.keys(sent)).toEqual(DOCSEARCH_QUERY_FIELDS);
  expect(sent).toEqual({
    query: 'tabs',
    indexName: 'docusaurus-fixture',
    attributesToRetrieve: ['hierarchy.lvl0', ...levels, 'content', 'type', 'url'],
    attributesToSnippet: [...levels.map((l) => `${l}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
});

test("a hit from Algolia shows the index's text as it is, & and < included, with the matched word marked", async ({
  page,
}) => {
  await searchInModal(page, 'tabs');
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Guides & notes']);
  const title = modal(page).locator('.DocSearch-Hit-title').first();
  await expect(title).toHaveText('Tabs <in> MDX');
  await expect(title.locator('mark')).toHaveText(['Tabs']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${DOCUSAURUS_SITE}/guides/tabs`);
});

test('the /search page finds through Algolia too', async ({ page }) => {
  await page.goto(`${DOCUSAURUS_SITE}/search?q=options`);
  await expect(page.locator('article h3 a').first()).toHaveText('Options');
  await expect(page.locator('article h3 a').first()).toHaveAttribute('href', '/reference/options');
});
