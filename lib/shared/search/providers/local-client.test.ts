import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyClient } from '../../../browser/search/client';
import {
  createLocalClient,
  localSearchClient,
  warmLocalSearch,
  type IndexFile,
  type IndexSource,
} from './local-client';
import { compactRecords, expandRecords } from '../engine/local-index';
import { buildIndexFiles } from '../../../site/tasks';
import { record, SAMPLE_RECORDS } from '../../../../tests/helpers/search/test-records';
import { IndexLoadError, type SearchParams, type SearchRecord } from '../types';

const records = [
  record('a', { lvl0: 'Usage', lvl1: 'Web UI' }),
  record('b', { lvl0: 'Usage', lvl1: 'Monorepo', content: 'Scope the task' }),
];

/** A heading record with its section's excerpt. */
const withExcerpt: SearchRecord = {
  ...record('c', { lvl0: 'Usage', lvl1: 'Web UI', lvl2: 'Server port', url: 'https://docs.example.com/c#port' }),
  excerpt: 'The server listens on port 1818 unless told otherwise by the port flag.',
};

const noParts = () => Promise.reject(new Error('a single-file index has no parts'));

/** The same records as the single-file index (format 1) and as the sharded one (format 2, forced). */
const formats: Record<string, (list: SearchRecord[]) => IndexSource> = {
  'the single-file index': (list) => ({ index: async () => compactRecords(list), part: noParts }),
  'the sharded index': (list) => {
    const { files } = buildIndexFiles(list, { shardAboveBytes: 0, shardTargetBytes: 1024 });
    return {
      index: async () => JSON.parse(files.get('search-index.json')!) as IndexFile,
      part: async (path) => JSON.parse(files.get(path)!),
    };
  },
};

describe.each(Object.keys(formats))('local search client on %s', (format) => {
  const source = formats[format](records);

  it("snippets a heading hit's excerpt (its section text) with the query words highlighted, when asked", async () => {
    const withSource = formats[format]([...records, withExcerpt]);
    const client = createLocalClient(withSource);
    const params = { highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…' };
    const { results } = await client.search([
      { indexName: 'ra-aid', params: { query: 'port', attributesToSnippet: ['content:10', 'excerpt:5'], ...params } },
      { indexName: 'ra-aid', params: { query: 'port', attributesToSnippet: ['content:10'], ...params } },
    ]);
    const [asked, notAsked] = results.map((r) => r.hits.find((h) => h.objectID === 'c')!);
    expect(asked._snippetResult).toMatchObject({
      excerpt: { value: '…listens on <mark>port</mark> 1818 unless…', matchLevel: 'full' },
    });
    expect(asked._snippetResult?.content).toBeUndefined();
    expect(notAsked._snippetResult?.excerpt).toBeUndefined();
  });

  it('loads the index only on the first query, once, and answers every request of a multi-query', async () => {
    let loads = 0;
    const client = createLocalClient({
      ...source,
      index: () => (loads++, source.index()),
    });
    expect(loads).toBe(0);
    const { results } = await client.search([
      { indexName: 'ra-aid', params: { query: 'web' } },
      { indexName: 'ra-aid', params: { query: 'scope', hitsPerPage: 0, facets: ['type'] } },
    ]);
    expect(results.map((r) => r.nbHits)).toEqual([1, 1]);
    expect(results[0].hits[0].objectID).toBe('a');
    expect(results[1]).toMatchObject({ hits: [], facets: { type: { content: 1 } }, index: 'ra-aid' });
    await client.search([{ indexName: 'ra-aid', params: { query: 'mono' } }]);
    expect(loads).toBe(1);
  });

  it('fails with IndexLoadError and retries the load on the next query', async () => {
    let calls = 0;
    const client = createLocalClient({
      ...source,
      index: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return source.index();
      },
    });
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'web' } }])).rejects.toBeInstanceOf(
      IndexLoadError,
    );
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: 'web' } }]);
    expect(results[0].nbHits).toBe(1);
  });

  it("the UI's client answers empty queries without loading the client's code or the index", async () => {
    let loads = 0;
    let codeLoads = 0;
    const client = lazyClient(async () => {
      codeLoads++;
      return createLocalClient({ ...source, index: () => (loads++, source.index()) });
    });
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: '', hitsPerPage: 20 } }]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, hitsPerPage: 20 });
    expect([codeLoads, loads]).toEqual([0, 0]);
    await client.search([{ indexName: 'ra-aid', params: { query: 'web' } }]);
    expect([codeLoads, loads]).toEqual([1, 1]);
  });
});

describe('the sharded index answers exactly like the single-file index', () => {
  const list = [...SAMPLE_RECORDS];
  const cases: SearchParams[] = [
    // hits with _highlightResult and _snippetResult, custom tags and ellipsis
    {
      query: 'local ollama',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:5', 'hierarchy.lvl1:3'],
      snippetEllipsisText: '…',
    },
    // distinct by URL: ollama-ctx and ollama-text share a URL
    { query: 'context window' },
    // facetFilters (AND of ORs) and facet counts
    {
      query: 'installation',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      facets: ['language', 'docusaurus_tag'],
    },
    { query: 'installation', facets: ['*'] },
    { query: 'installation', facetFilters: ['docusaurus_tag:-docs-default-0.1'] },
    // pagination
    { query: 'configuration', hitsPerPage: 1, page: 1 },
    { query: 'configuration', hitsPerPage: 0 },
    // prefix, typos, optional words
    { query: 'expe' },
    { query: 'instalation' },
    { query: 'ollama zzzzqqq' },
  ];
  it.each(cases.map((params) => [JSON.stringify(params), params] as const))('%s', async (_name, params) => {
    const search = async (source: IndexSource) =>
      (await createLocalClient(source).search([{ indexName: 'ra-aid', params }])).results[0];
    const single = await search(formats['the single-file index'](list));
    expect(single.nbHits).toBeGreaterThan(0);
    expect(await search(formats['the sharded index'](list))).toEqual(single);
  });
});

describe('compact index file', () => {
  it('round-trips records through the compact index file', () => {
    const list = [...records, withExcerpt];
    expect(expandRecords(compactRecords(list)).map((r) => ({ ...r, weight: undefined }))).toEqual(
      list.map((r) => ({ ...r, weight: undefined })),
    );
    // Only a record with an excerpt stores the extra field.
    expect(compactRecords(list).records.map((r) => r.length)).toEqual([8, 8, 9]);
  });
});

describe('createSearchClient', () => {
  it('rejects searches with the setup error when the Algolia key is missing', async () => {
    const { createSearchClient } = await import('../../../browser/search/client');
    const scope = { prefix: '', facetFilters: [], indexUrl: '/search-index.json' };
    const client = createSearchClient(
      { provider: 'algolia', appId: 'APP' } as Parameters<typeof createSearchClient>[0],
      scope,
    );
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'x' } }])).rejects.toThrow(
      '`apiKey` is missing.',
    );
  });
});

const INDEX = JSON.stringify(
  compactRecords([
    record('old', { lvl1: 'Install', tag: 'docs-default-0.1' }),
    record('new', { lvl1: 'Install', tag: 'docs-default-current' }),
  ]),
);
const SHARDED = buildIndexFiles(records, { shardAboveBytes: 0 }).files;

// A static server on 127.0.0.1 that counts the requests for each path; /down/… answers 503 the first time, and
// /pr-42/ serves a sharded index.
const requests = new Map<string, number>();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    const n = (requests.get(path) ?? 0) + 1;
    requests.set(path, n);
    const sharded = path.startsWith('/pr-42/') ? SHARDED.get(path.slice('/pr-42/'.length)) : undefined;
    if (path.startsWith('/down/') && n === 1) res.writeHead(503).end('down');
    else if (path.startsWith('/pr-42/') && sharded === undefined) res.writeHead(404).end('missing');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(sharded ?? INDEX);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const query = (q: string, tag: string) => ({
  indexName: 'ra-aid',
  params: { query: q, facetFilters: ['language:en', [`docusaurus_tag:${tag}`]] },
});

describe("the page's local search client over HTTP", () => {
  it('downloads the index once for the warm-up and every later query of that URL, whatever their filters', async () => {
    const url = `${origin}/a/search-index.json`;
    warmLocalSearch(
      { prefix: '', indexUrl: url, facetFilters: query('', 'docs-default-0.1').params.facetFilters },
      'x',
    );
    const first = await localSearchClient(url).search([query('install', 'docs-default-0.1')]);
    const second = await localSearchClient(url).search([query('install', 'docs-default-current')]);
    expect(first.results[0].hits.map((h) => h.objectID)).toEqual(['old']);
    expect(second.results[0].hits.map((h) => h.objectID)).toEqual(['new']);
    expect(requests.get('/a/search-index.json')).toBe(1);
  });

  it('keeps indexes apart by URL', async () => {
    await localSearchClient(`${origin}/b/search-index.json`).search([query('install', 'docs-default-0.1')]);
    expect(requests.get('/b/search-index.json')).toBe(1);
  });

  it('tries the download again on the next query after a failed one', async () => {
    const client = localSearchClient(`${origin}/down/search-index.json`);
    await expect(client.search([query('install', 'docs-default-0.1')])).rejects.toThrow(/HTTP 503/);
    const { results } = await client.search([query('install', 'docs-default-0.1')]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['old']);
    expect(requests.get('/down/search-index.json')).toBe(2);
  });

  it('loads the parts of a sharded index relative to the index URL (a base path carries over), each once', async () => {
    const client = localSearchClient(`${origin}/pr-42/search-index.json`);
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: 'monorepo' } }]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['b']);
    await client.search([{ indexName: 'ra-aid', params: { query: 'monorepo' } }]);
    const paths = [...requests].filter(([path]) => path.startsWith('/pr-42/'));
    expect(paths.map(([path]) => path)).toContain('/pr-42/search-index/meta.json');
    expect(paths.every(([path, n]) => n === 1 && SHARDED.has(path.slice('/pr-42/'.length)))).toBe(true);
  });
});
