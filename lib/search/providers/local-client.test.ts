import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipEmptyQueries } from './client';
import { IndexLoadError, type IndexFile } from '../engine/index-loader';
import { createLocalClient, fetchIndex } from './local-client';
import { compactRecords, expandRecords } from '../engine/local-index';
import { buildIndexFiles } from '../build/shard-build';
import type { FetchPart } from '../engine/shard-engine';
import { record, SAMPLE_RECORDS } from '../../../tests/helpers/search/test-records';
import type { SearchParams, SearchRecord } from '../types';

const records = [
  record('a', { lvl0: 'Usage', lvl1: 'Web UI' }),
  record('b', { lvl0: 'Usage', lvl1: 'Monorepo', content: 'Scope the task' }),
];

/** A heading record with its section's excerpt. */
const withExcerpt: SearchRecord = {
  ...record('c', { lvl0: 'Usage', lvl1: 'Web UI', lvl2: 'Server port', url: 'https://docs.example.com/c#port' }),
  excerpt: 'The server listens on port 1818 unless told otherwise by the port flag.',
};

interface IndexSource {
  load: () => Promise<IndexFile>;
  fetchPart?: FetchPart;
}

/** The same records as the single-file index (format 1) and as the sharded one (format 2, forced). */
const formats: Record<string, (list: SearchRecord[]) => IndexSource> = {
  'the single-file index': (list) => ({ load: async () => compactRecords(list) }),
  'the sharded index': (list) => {
    const { files } = buildIndexFiles(list, { shardAboveBytes: 0, shardTargetBytes: 1024 });
    return {
      load: async () => JSON.parse(files.get('search-index.json')!) as IndexFile,
      fetchPart: async (path) => JSON.parse(files.get(path)!),
    };
  },
};

describe.each(Object.keys(formats))('local search client on %s', (format) => {
  const source = formats[format](records);

  it("snippets a heading hit's excerpt (its section text) with the query words highlighted, when asked", async () => {
    const withSource = formats[format]([...records, withExcerpt]);
    const client = createLocalClient(withSource.load, withSource.fetchPart);
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
    const client = createLocalClient(async () => {
      loads++;
      return source.load();
    }, source.fetchPart);
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
    const client = createLocalClient(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return source.load();
    }, source.fetchPart);
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'web' } }])).rejects.toBeInstanceOf(
      IndexLoadError,
    );
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: 'web' } }]);
    expect(results[0].nbHits).toBe(1);
  });

  it('answers empty queries without searching (no index load for the start screen)', async () => {
    let loads = 0;
    const client = skipEmptyQueries(
      createLocalClient(async () => {
        loads++;
        return source.load();
      }, source.fetchPart),
    );
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: '', hitsPerPage: 20 } }]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, hitsPerPage: 20 });
    expect(loads).toBe(0);
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
      (await createLocalClient(source.load, source.fetchPart).search([{ indexName: 'ra-aid', params }])).results[0];
    const single = await search(formats['the single-file index'](list));
    expect(single.nbHits).toBeGreaterThan(0);
    expect(await search(formats['the sharded index'](list))).toEqual(single);
  });
});

describe('a local client from fetchIndex(url)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the parts of a sharded index relative to the index URL (a base path carries over)', async () => {
    const { files } = buildIndexFiles(records, { shardAboveBytes: 0 });
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://localhost/').pathname;
      requested.push(path);
      const text = files.get(path.replace(/^\/pr-42\//, ''));
      return text === undefined ? new Response('missing', { status: 404 }) : new Response(text);
    });
    const { results } = await createLocalClient(fetchIndex('/pr-42/search-index.json')).search([
      { indexName: 'ra-aid', params: { query: 'monorepo' } },
    ]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['b']);
    expect(requested[0]).toBe('/pr-42/search-index.json');
    expect(requested.slice(1).every((p) => p.startsWith('/pr-42/search-index/'))).toBe(true);
    expect(requested).toContain('/pr-42/search-index/meta.json');
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
    const { createSearchClient } = await import('./client');
    const client = createSearchClient({ provider: 'algolia', appId: 'APP' } as Parameters<
      typeof createSearchClient
    >[0]);
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'x' } }])).rejects.toThrow(
      '`apiKey` is missing.',
    );
  });
});
