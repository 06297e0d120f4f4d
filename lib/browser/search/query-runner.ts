import type { SearchResponse } from '../../shared/search/types';

/** What the modal knows of its query: the last one asked for, and the last answer it settled on. */
export interface QueryState {
  /** The query last asked for. */
  query: string;
  /** `loading` until its answer arrives, `stalled` once that takes longer than the stalled delay. */
  status: 'idle' | 'loading' | 'stalled' | 'error';
  error?: Error;
  /** The answer to the last query that settled ('' has none). */
  results?: SearchResponse;
}

export interface QueryRunner {
  getState(): QueryState;
  subscribe(listener: () => void): () => void;
  /** Asks for `query`; an answer to an earlier query that arrives later is dropped. */
  refine(query: string): void;
}

/**
 * The modal's search state without react-instantsearch (whose code, loaded with the modal, delayed its first hit; the
 * /search page keeps it):
 * one query at a time, answers kept per query for the life of the runner, the same statuses InstantSearch reports
 * (`stalled` after `stalledMs`, as its `stalledSearchDelay`).
 */
export function createQueryRunner(search: (query: string) => Promise<SearchResponse>, stalledMs = 300): QueryRunner {
  let state: QueryState = { query: '', status: 'idle' };
  const listeners = new Set<() => void>();
  const answers = new Map<string, Promise<SearchResponse>>();
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: QueryState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const answer = (query: string) => {
    let pending = answers.get(query);
    if (!pending) {
      pending = search(query);
      answers.set(query, pending);
      // A failed search is asked again next time.
      pending.catch(() => answers.delete(query));
    }
    return pending;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refine(query) {
      const id = ++latest;
      clearTimeout(timer);
      if (!query) return set({ query, status: 'idle' });
      set({ ...state, query, status: 'loading', error: undefined });
      timer = setTimeout(() => id === latest && set({ ...state, status: 'stalled' }), stalledMs);
      answer(query).then(
        (results) => {
          if (id !== latest) return;
          clearTimeout(timer);
          set({ query, status: 'idle', results });
        },
        (error: unknown) => {
          if (id !== latest) return;
          clearTimeout(timer);
          set({ ...state, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    },
  };
}
