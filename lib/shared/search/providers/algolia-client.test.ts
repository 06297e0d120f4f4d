import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow, MemoryStorage } from '../../../../tests/helpers/fake-window';
import { validateSiteConfig, searchSettings } from '../../../site/tasks';
import { ALGOLIA_TIMEOUTS, createAlgoliaClient, hostsStorageKey } from './algolia-client';
import { modalSearchParams, searchPageParams } from './query-params';
import { scopeForRoute } from '../settings';
import { record } from '../../../../tests/helpers/search/test-records';
import {
  closedPort,
  startAlgoliaServer,
  type AlgoliaTestServer,
} from '../../../../tests/helpers/search/algolia-server';

const APP = 'TESTAPP';
const KEY = 'search-only-key';
const records = [
  record('ollama', { lvl0: 'Configuration', lvl1: 'Running local models with Ollama' }),
  record('ollama-old', { lvl0: 'Configuration', lvl1: 'Ollama (old docs)', tag: 'docs-default-0.1' }),
  record('web', { lvl0: 'Usage', lvl1: 'Web UI' }),
];
const config = validateSiteConfig(
  {
    url: 'https://docs.example.com',
    baseUrl: '/',
    title: 'Docs',
    themeConfig: { navbar: { items: [] }, algolia: { appId: APP, apiKey: KEY } },
  },
  'test',
);
const settings = searchSettings(config);
const scope = scopeForRoute(settings, '/');

const servers: AlgoliaTestServer[] = [];
async function server(failWith?: number) {
  const s = await startAlgoliaServer({ appId: APP, apiKey: KEY, records, failWith });
  servers.push(s);
  return s;
}
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A browser-like window whose localStorage the tests can read. */
function fakeBrowserStorage() {
  const storage = new MemoryStorage();
  installFakeWindow(storage);
  return storage.map;
}

const http = (host: string) => ({ url: host, protocol: 'http' as const, accept: 'read' as const });

describe('Algolia provider against a local protocol server', () => {
  it("sends the modal's multi-query POST with credentials, contextual facet filters and 20 hits per page", async () => {
    const s = await server();
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY, hosts: [http(s.host)] });
    const { results } = await client.search([
      { indexName: 'ra-aid', params: { query: 'ollama', ...modalSearchParams(scope, 10) } },
    ]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['ollama']);
    const [req] = s.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/1/indexes/*/queries');
    expect(req.headers['x-algolia-application-id'] ?? req.query['x-algolia-application-id']).toBe(APP);
    expect(req.headers['x-algolia-api-key'] ?? req.query['x-algolia-api-key']).toBe(KEY);
    const sent = (req.body as { requests: Record<string, unknown>[] }).requests[0];
    expect(sent).toMatchObject({
      indexName: 'ra-aid',
      query: 'ollama',
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      snippetEllipsisText: '…',
    });
    expect(sent.attributesToSnippet).toContain('content:10');
    // The body's fields in DocSearch's order: the query, the index, then the modal's parameters as given.
    expect(Object.keys(sent)).toEqual(['query', 'indexName', ...Object.keys(modalSearchParams(scope, 10))]);
  });

  it("sends the configured searchParameters with the modal's query, never in place of its facet filters", async () => {
    const s = await server();
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY, hosts: [http(s.host)] });
    const extra = { optionalWords: ['ollama'], hitsPerPage: 8, facetFilters: ['ignored:here'] };
    await client.search([{ indexName: 'ra-aid', params: { query: 'ollama', ...modalSearchParams(scope, 10, extra) } }]);
    const sent = (s.requests[0].body as { requests: Record<string, unknown>[] }).requests[0];
    expect(sent).toMatchObject({ optionalWords: ['ollama'], hitsPerPage: 8, facetFilters: scope.facetFilters });
  });

  it('sends the search page hits per page and page number', async () => {
    const s = await server();
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY, hosts: [http(s.host)] });
    await client.search([
      { indexName: 'ra-aid', params: { query: 'ollama', page: 1, ...searchPageParams(settings, scope) } },
    ]);
    expect((s.requests[0].body as { requests: Record<string, unknown>[] }).requests[0]).toMatchObject({
      hitsPerPage: 20,
      page: 1,
    });
  });

  it('uses the spec timeouts: 1 s connect, 2 s read, 30 s write', () => {
    expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY });
    expect(client.lite.transporter.timeouts).toEqual(ALGOLIA_TIMEOUTS);
  });

  it('goes to the next host when the first refuses the connection', async () => {
    const s = await server();
    const refused = await closedPort();
    const client = createAlgoliaClient({
      appId: APP,
      apiKey: KEY,
      hosts: [http(`127.0.0.1:${refused}`), http(s.host)],
    });
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: 'web' } }]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['web']);
    expect(s.requests).toHaveLength(1);
  });

  it('skips a failed host for 120000 ms (state kept in localStorage under the client key), then tries it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const store = fakeBrowserStorage();
    const failing = await server(503);
    const good = await server();
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY, hosts: [http(failing.host), http(good.host)] });
    const search = (query: string) => client.search([{ indexName: 'ra-aid', params: { query } }]);

    await search('ollama');
    expect([failing.requests.length, good.requests.length]).toEqual([1, 1]);
    const stored = JSON.parse(store.get(hostsStorageKey(APP))!) as Record<
      string,
      { value: { status: string; lastUpdate: number } }
    >;
    expect(hostsStorageKey(APP)).toBe('algolia-client-js-5.19.0-TESTAPP');
    expect(stored[JSON.stringify({ url: failing.host, accept: 'read', protocol: 'http' })].value).toMatchObject({
      status: 'down',
      lastUpdate: Date.now(),
    });

    vi.setSystemTime(new Date(Date.now() + 120000));
    await search('web');
    expect([failing.requests.length, good.requests.length]).toEqual([1, 2]);

    vi.setSystemTime(new Date(Date.now() + 1));
    await search('ui');
    expect([failing.requests.length, good.requests.length]).toEqual([2, 3]);
  });

  it('fails with the client\'s "Unreachable hosts" error when every host is down', async () => {
    const client = createAlgoliaClient({ appId: APP, apiKey: KEY, hosts: [http(`127.0.0.1:${await closedPort()}`)] });
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'x' } }])).rejects.toThrow(
      /^Unreachable hosts - your application id may be incorrect/,
    );
  });

  it('reports a missing application id or key clearly', () => {
    expect(() => createAlgoliaClient({ apiKey: KEY })).toThrow('`appId` is missing.');
    expect(() => createAlgoliaClient({ appId: APP })).toThrow('`apiKey` is missing.');
  });

  it('the server rejects wrong credentials (so the credential checks above can fail)', async () => {
    const s = await server();
    const client = createAlgoliaClient({ appId: APP, apiKey: 'wrong', hosts: [http(s.host)] });
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'x' } }])).rejects.toThrow(
      'Invalid Application-ID or API key',
    );
  });
});

describe('searchSettings', () => {
  it('uses the local index without credentials and Algolia with them', () => {
    const local = searchSettings(
      validateSiteConfig(
        { url: 'https://x.dev', baseUrl: '/pr-42/', title: 'D', themeConfig: { navbar: { items: [] } } },
        't',
      ),
    );
    expect(local).toMatchObject({
      provider: 'local',
      scopes: [{ prefix: '', indexUrl: '/pr-42/search-index.json' }],
      searchPageRoute: '/search',
      indexName: 'ra-aid',
    });
    expect(settings.provider).toBe('algolia');
  });
});
