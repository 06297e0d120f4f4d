import type { RefObject } from 'react';
import { groupHits, hitToSave } from '@/lib/browser/search/group';
import type { StoredSearch } from '@/lib/browser/search/history';
import type { QueryState } from '@/lib/browser/search/query-runner';
import type { SearchHit } from '@/lib/shared/search/types';

/** A row of the modal's list: a hit of the query, or a recent or favorite search on the start screen. */
export type Row =
  | { kind: 'hit'; hit: SearchHit; save: SearchHit | null; child: boolean; lastChild: boolean }
  | { kind: 'recent' | 'favorite'; hit: StoredSearch; save: StoredSearch };

/** What the modal shows under its search box. */
export type Screen =
  | { kind: 'start' }
  | { kind: 'error'; detail?: string }
  | { kind: 'none'; query: string }
  | { kind: 'results'; query: string; nbHits: number; groups: { title: string; rows: Row[] }[] };

/**
 * Follows settled responses only, so the list does not flash empty between keys; the titles of the largest grouping
 * seen are kept in `suggestions` for the no-results screen.
 */
export function settledScreen(
  shown: RefObject<Screen>,
  value: string,
  status: QueryState['status'],
  error: QueryState['error'],
  results: QueryState['results'],
  suggestions: RefObject<string[]>,
  maxPerGroup: number,
): Screen {
  let screen = shown.current;
  if (!value) screen = { kind: 'start' };
  else if (status === 'error') screen = { kind: 'error', detail: error?.message };
  else if (status === 'idle' && results && results.query) {
    if (!results.nbHits) screen = { kind: 'none', query: results.query };
    else {
      const groups = groupHits(results.hits, maxPerGroup).map((g) => ({
        title: g.title,
        rows: g.items.map<Row>((i) => ({
          kind: 'hit',
          hit: i.hit,
          save: hitToSave(i.hit, i.parent),
          child: !!i.parent,
          lastChild: i.isLastChild,
        })),
      }));
      if (groups.length > suggestions.current.length) suggestions.current = groups.map((g) => g.title);
      screen = { kind: 'results', query: results.query, nbHits: results.nbHits, groups };
    }
  }
  shown.current = screen;
  return screen;
}
