import { describe, expect, it } from 'vitest';
import { skipEmptyQueries } from './client';
import { IndexLoadError } from './index-loader';
import { createLocalClient } from './local-client';
import { compactRecords, expandRecords } from './local-index';
import { record } from './test-records';

const records = [record('a', { lvl0: 'Usage', lvl1: 'Web UI' }), record('b', { lvl0: 'Usage', lvl1: 'Monorepo', content: 'Scope the task' })];

describe('local search client', () => {
  it('loads the index only on the first query, once, and answers every request of a multi-query', async () => {
    let loads = 0;
    const client = createLocalClient(async () => {
      loads++;
      return compactRecords(records);
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
    const client = createLocalClient(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return compactRecords(records);
    });
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'web' } }])).rejects.toBeInstanceOf(IndexLoadError);
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: 'web' } }]);
    expect(results[0].nbHits).toBe(1);
  });

  it('round-trips records through the compact index file', () => {
    expect(expandRecords(compactRecords(records)).map((r) => ({ ...r, weight: undefined }))).toEqual(records.map((r) => ({ ...r, weight: undefined })));
  });

  it('answers empty queries without searching (no index load for the start screen)', async () => {
    let loads = 0;
    const client = skipEmptyQueries(
      createLocalClient(async () => {
        loads++;
        return compactRecords(records);
      }),
    );
    const { results } = await client.search([{ indexName: 'ra-aid', params: { query: '', hitsPerPage: 20 } }]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, hitsPerPage: 20 });
    expect(loads).toBe(0);
  });
});

describe('createSearchClient', () => {
  it('rejects searches with the setup error when the Algolia key is missing', async () => {
    const { createSearchClient } = await import('./client');
    const client = createSearchClient({ provider: 'algolia', appId: 'APP' } as Parameters<typeof createSearchClient>[0]);
    await expect(client.search([{ indexName: 'ra-aid', params: { query: 'x' } }])).rejects.toThrow('`apiKey` is missing.');
  });
});
