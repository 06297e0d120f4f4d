import { describe, expect, it } from 'vitest';
import { sharedAnswers } from './shared-answers';
import type { SearchRequest, SearchResponse } from '../types';

/** A client counting the searches it runs; queries named `fail` fail the first time. */
function counting() {
  const runs: string[] = [];
  let failed = false;
  return {
    runs,
    client: {
      async search(requests: SearchRequest[]) {
        const query = String(requests[0].params?.query);
        runs.push(query);
        if (query === 'fail' && !failed) {
          failed = true;
          throw new Error('down');
        }
        return { results: [{ query } as SearchResponse] };
      },
    },
  };
}

const ask = (query: string, extra: Record<string, unknown> = {}) => [{ indexName: 'i', params: { query, ...extra } }];

describe('sharedAnswers', () => {
  it('runs a request asked again while the first is under way once, and gives both callers its answer', async () => {
    const { runs, client } = counting();
    const shared = sharedAnswers(client);
    const [a, b] = await Promise.all([shared.search(ask('o')), shared.search(ask('o'))]);
    expect(runs).toEqual(['o']);
    expect(b).toBe(a);
  });

  it('runs requests that differ in any parameter, or in their order, each on its own', async () => {
    const { runs, client } = counting();
    const shared = sharedAnswers(client);
    await shared.search(ask('o', { hitsPerPage: 20, clickAnalytics: false }));
    await shared.search(ask('o', { hitsPerPage: 5, clickAnalytics: false }));
    await shared.search([{ indexName: 'i', params: { clickAnalytics: false, hitsPerPage: 20, query: 'o' } }]);
    expect(runs).toEqual(['o', 'o', 'o']);
  });

  it('asks again after a failed answer', async () => {
    const { runs, client } = counting();
    const shared = sharedAnswers(client);
    await expect(shared.search(ask('fail'))).rejects.toThrow('down');
    expect((await shared.search(ask('fail'))).results[0].query).toBe('fail');
    expect(runs).toEqual(['fail', 'fail']);
  });

  it('keeps only the most recent answers', async () => {
    const { runs, client } = counting();
    const shared = sharedAnswers(client, 2);
    for (const q of ['a', 'b', 'c', 'c', 'b', 'a']) await shared.search(ask(q));
    expect(runs).toEqual(['a', 'b', 'c', 'a']);
  });
});
