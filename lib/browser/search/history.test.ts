import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow, MemoryStorage } from '../../../tests/helpers/fake-window';
import { resetStorageWarning } from '../../shared/storage/index';
import { createSearchHistory, FAVORITE_KEY_PREFIX, RECENT_KEY_PREFIX } from './history';
import { record } from '../../../tests/helpers/search/test-records';
import type { SearchHit } from '../../shared/search/types';

let store: Map<string, string>;

beforeEach(() => {
  const storage = new MemoryStorage();
  store = storage.map;
  installFakeWindow(storage);
  resetStorageWarning();
});
afterEach(() => vi.unstubAllGlobals());

const hit = (id: string): SearchHit => ({
  ...record(id, { lvl1: `Page ${id}` }),
  _highlightResult: { x: 1 },
  _snippetResult: { y: 2 },
});
const recentKey = `${RECENT_KEY_PREFIX}ra-aid`;
const favoriteKey = `${FAVORITE_KEY_PREFIX}ra-aid`;

describe('search history', () => {
  it('stores chosen hits newest first under the DocSearch key, without highlight results, de-duplicated', () => {
    const history = createSearchHistory('ra-aid');
    history.addRecent(hit('a'));
    history.addRecent(hit('b'));
    history.addRecent(hit('a'));
    const stored = JSON.parse(store.get(recentKey)!) as SearchHit[];
    expect(stored.map((h) => h.objectID)).toEqual(['a', 'b']);
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');
    expect(stored[0].hierarchy?.lvl1).toBe('Page a');
  });

  it('keeps 7 recent searches without favourites, 4 with favourites', () => {
    const history = createSearchHistory('ra-aid');
    expect(history.recentLimit).toBe(7);
    for (const id of '123456789') history.addRecent(hit(id));
    expect(history.recent().map((h) => h.objectID)).toEqual(['9', '8', '7', '6', '5', '4', '3']);
    history.addFavorite(hit('9'));
    const next = createSearchHistory('ra-aid');
    expect(next.recentLimit).toBe(4);
    expect(next.recent().map((h) => h.objectID)).toEqual(['8', '7', '6', '5']);
  });

  it('a configured number replaces the 7/4 rule', () => {
    expect(createSearchHistory('ra-aid', 5).recentLimit).toBe(5);
  });

  it('moves a recent search to the favourites (at most 10) and does not record favourites as recent', () => {
    const history = createSearchHistory('ra-aid');
    history.addRecent(hit('a'));
    history.addFavorite(hit('a'));
    expect(history.recent()).toEqual([]);
    expect(JSON.parse(store.get(favoriteKey)!).map((h: SearchHit) => h.objectID)).toEqual(['a']);
    history.addRecent(hit('a'));
    expect(history.recent()).toEqual([]);
    for (let i = 0; i < 12; i++) history.addFavorite(hit(`f${i}`));
    expect(history.favorites()).toHaveLength(10);
    expect(history.favorites()[0].objectID).toBe('f11');
  });

  it('removes single recent and favourite searches', () => {
    const history = createSearchHistory('ra-aid');
    history.addRecent(hit('a'));
    history.addRecent(hit('b'));
    history.removeRecent('a');
    expect(history.recent().map((h) => h.objectID)).toEqual(['b']);
    history.addFavorite(hit('c'));
    history.removeFavorite('c');
    expect(history.favorites()).toEqual([]);
  });

  it('treats a corrupt stored value as an empty list', () => {
    store.set(recentKey, '{not json');
    expect(createSearchHistory('ra-aid').recent()).toEqual([]);
    store.set(recentKey, '[{"no":"id"}]');
    expect(createSearchHistory('ra-aid').recent()).toEqual([]);
  });
});
