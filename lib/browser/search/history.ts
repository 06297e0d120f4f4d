import 'client-only';
import { readJson, storageSlot } from '../../shared/storage/index';
import type { SearchHit } from '../../shared/search/types';

/** A hit as stored in recent and favourite searches: without highlight and snippet results. */
export type StoredSearch = Omit<SearchHit, '_highlightResult' | '_snippetResult'>;

export const RECENT_KEY_PREFIX = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_KEY_PREFIX = '__DOCSEARCH_FAVORITE_SEARCHES__';
export const FAVORITE_LIMIT = 10;

export interface SearchHistory {
  readonly recentLimit: number;
  recent(): StoredSearch[];
  favorites(): StoredSearch[];
  /** Records a chosen hit at the front of the recent list (not when it is a favourite). */
  addRecent(hit: SearchHit): void;
  removeRecent(objectID: string): void;
  /** Moves a recent search to the favourites. */
  addFavorite(hit: SearchHit): void;
  removeFavorite(objectID: string): void;
}

function isList(value: unknown): value is StoredSearch[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) => typeof v === 'object' && v !== null && typeof (v as { objectID?: unknown }).objectID === 'string',
    )
  );
}

function strip(hit: SearchHit): StoredSearch {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { _highlightResult, _snippetResult, ...rest } = hit;
  return rest;
}

/**
 * Recent and favourite searches under DocSearch's localStorage keys. The recent limit is fixed once per modal opening:
 * DocSearch's (fewer when favourites exist) unless the config sets a number.
 */
export function createSearchHistory(indexName: string, limit: 'docsearch' | number = 'docsearch'): SearchHistory {
  const recentSlot = storageSlot(`${RECENT_KEY_PREFIX}${indexName}`);
  const favoriteSlot = storageSlot(`${FAVORITE_KEY_PREFIX}${indexName}`);
  const read = (slot: typeof recentSlot, max: number) => readJson(slot, [], isList).slice(0, max);
  const favorites = () => read(favoriteSlot, FAVORITE_LIMIT);
  const recentLimit = limit === 'docsearch' ? (favorites().length ? 4 : 7) : limit;
  const recent = () => read(recentSlot, recentLimit);
  const write = (slot: typeof recentSlot, list: StoredSearch[]) => slot.set(JSON.stringify(list));
  return {
    recentLimit,
    recent,
    favorites,
    addRecent(hit) {
      if (favorites().some((f) => f.objectID === hit.objectID)) return;
      write(recentSlot, [strip(hit), ...recent().filter((r) => r.objectID !== hit.objectID)].slice(0, recentLimit));
    },
    removeRecent(objectID) {
      write(
        recentSlot,
        recent().filter((r) => r.objectID !== objectID),
      );
    },
    addFavorite(hit) {
      write(
        favoriteSlot,
        [strip(hit), ...favorites().filter((f) => f.objectID !== hit.objectID)].slice(0, FAVORITE_LIMIT),
      );
      write(
        recentSlot,
        recent().filter((r) => r.objectID !== hit.objectID),
      );
    },
    removeFavorite(objectID) {
      write(
        favoriteSlot,
        favorites().filter((f) => f.objectID !== objectID),
      );
    },
  };
}
