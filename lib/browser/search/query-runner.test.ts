import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryRunner } from './query-runner';
import type { SearchResponse } from '../../shared/search/types';

const response = (query: string, nbHits = 1): SearchResponse => ({
  hits: [],
  nbHits,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query,
  params: '',
});

/** A search whose answers the test releases one by one. */
function controlled() {
  const calls: { query: string; resolve: (r: SearchResponse) => void; reject: (e: Error) => void }[] = [];
  const search = (query: string) =>
    new Promise<SearchResponse>((resolve, reject) => calls.push({ query, resolve, reject }));
  return { calls, search };
}

/** Lets pending promise callbacks run (timers are faked). */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('the modal query runner', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for a query at once, reports loading, then idle with its answer, and tells its listeners', async () => {
    const { calls, search } = controlled();
    const runner = createQueryRunner(search);
    const seen: string[] = [];
    runner.subscribe(() => seen.push(runner.getState().status));
    runner.refine('o');
    expect(calls.map((c) => c.query)).toEqual(['o']);
    expect(runner.getState()).toMatchObject({ query: 'o', status: 'loading' });
    calls[0].resolve(response('o', 3));
    await vi.waitFor(() => expect(runner.getState().status).toBe('idle'));
    expect(runner.getState().results?.nbHits).toBe(3);
    expect(seen).toEqual(['loading', 'idle']);
  });

  it('reports stalled once an answer takes longer than the stalled delay, and not before', async () => {
    const { calls, search } = controlled();
    const runner = createQueryRunner(search, 300);
    runner.refine('ollama');
    vi.advanceTimersByTime(299);
    expect(runner.getState().status).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(runner.getState().status).toBe('stalled');
    calls[0].resolve(response('ollama'));
    await vi.waitFor(() => expect(runner.getState().status).toBe('idle'));
  });

  it('drops an answer that arrives after a later query was asked, and keeps the later one', async () => {
    const { calls, search } = controlled();
    const runner = createQueryRunner(search);
    runner.refine('o');
    runner.refine('ol');
    calls[1].resolve(response('ol'));
    await vi.waitFor(() => expect(runner.getState().results?.query).toBe('ol'));
    calls[0].resolve(response('o'));
    await settle();
    expect(runner.getState()).toMatchObject({ query: 'ol', status: 'idle', results: { query: 'ol' } });
  });

  it('answers a query asked again from the first answer, without searching twice', async () => {
    let searches = 0;
    const runner = createQueryRunner(async (query) => (searches++, response(query)));
    runner.refine('web');
    runner.refine('we');
    runner.refine('web');
    await vi.waitFor(() => expect(runner.getState().results?.query).toBe('web'));
    expect(searches).toBe(2);
  });

  it('reports an error with the failed search, and searches that query again when asked again', async () => {
    const { calls, search } = controlled();
    const runner = createQueryRunner(search);
    runner.refine('x');
    calls[0].reject(new Error('Could not load /search-index.json: HTTP 503'));
    await vi.waitFor(() => expect(runner.getState().status).toBe('error'));
    expect(runner.getState().error?.message).toBe('Could not load /search-index.json: HTTP 503');
    runner.refine('x');
    expect(calls).toHaveLength(2);
    expect(runner.getState()).toMatchObject({ status: 'loading', error: undefined });
  });

  it('an empty query asks for nothing and is idle at once, without an answer', () => {
    const { calls, search } = controlled();
    const runner = createQueryRunner(search);
    runner.refine('o');
    runner.refine('');
    expect(calls).toHaveLength(1);
    expect(runner.getState()).toEqual({ query: '', status: 'idle' });
  });
});
