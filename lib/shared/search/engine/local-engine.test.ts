import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { filtersKey, LocalEngine } from './local-engine';
import { record } from '../../../../tests/helpers/search/test-records';
import { SAMPLE_RECORDS } from '../../../../tests/helpers/search/test-records';
import type { HighlightValue } from '../types';

const records = SAMPLE_RECORDS;
const engine = new LocalEngine(records);

const ids = (query: string, params = {}) => engine.search({ query, ...params }).hits.map((h) => h.objectID);

describe('LocalEngine', () => {
  it('ranks a page title above headings and text that match the same word', () => {
    expect(ids('ollama')).toEqual(['ollama', 'ollama-ctx']);
  });

  it('keeps one hit per URL (distinct), the best one', () => {
    // ollama-ctx and ollama-text share a URL: only the heading is returned.
    expect(ids('context window')).toEqual(['ollama-ctx']);
  });

  it('matches the last word as a prefix and tolerates typos', () => {
    expect(ids('expe')).toEqual(['expert']);
    expect(ids('olama')).toContain('ollama');
    expect(ids('instalation')).toContain('install');
  });

  it('returns Algolia-shaped highlight results with match levels and matched words', () => {
    const hit = engine.search({ query: 'local ollama', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
      .hits[0];
    const lvl1 = (hit._highlightResult!.hierarchy as Record<string, HighlightValue>).lvl1;
    expect(lvl1).toMatchObject({
      value: 'Running <mark>local</mark> models with <mark>Ollama</mark>',
      matchLevel: 'full',
      matchedWords: ['local', 'ollama'],
    });
    const lvl0 = (hit._highlightResult!.hierarchy as Record<string, HighlightValue>).lvl0;
    expect(lvl0).toMatchObject({ value: 'Configuration', matchLevel: 'none', matchedWords: [] });
  });

  it('snippets content to the requested number of words around the match, with the ellipsis', () => {
    const hit = engine.search({
      query: 'agent',
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    }).hits[0];
    expect(hit.objectID).toBe('ollama-text');
    expect((hit._snippetResult!.content as HighlightValue).value).toBe('…every file the <mark>agent</mark> reads');
    const whole = engine
      .search({ query: 'install', attributesToSnippet: ['content:10'] })
      .hits.find((h) => h.objectID === 'install')!;
    expect((whole._snippetResult!.content as HighlightValue).value).toBe(
      '<em>Install</em> with pip <em>install</em> ra-aid and ripgrep',
    );
  });

  it('honours facetFilters (AND of ORs) and counts facets', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(ids('installation', { facetFilters: filters })).toEqual(['install']);
    expect(ids('installation', { facetFilters: ['language:de'] })).toEqual(['de']);
    const res = engine.search({ query: 'installation', facets: ['language', 'docusaurus_tag'] });
    expect(res.facets).toEqual({
      language: { en: 2, de: 1 },
      docusaurus_tag: { 'docs-default-current': 2, 'docs-default-0.1': 1 },
    });
  });

  it('paginates with page, hitsPerPage, nbHits and nbPages', () => {
    const page0 = engine.search({ query: 'configuration', hitsPerPage: 1, page: 0 });
    const page1 = engine.search({ query: 'configuration', hitsPerPage: 1, page: 1 });
    expect([page0.nbHits, page0.nbPages, page0.page, page0.hitsPerPage]).toEqual([3, 3, 0, 1]);
    expect(page0.hits).toHaveLength(1);
    expect(page1.page).toBe(1);
    expect(page1.hits[0].objectID).not.toBe(page0.hits[0].objectID);
    expect(engine.search({ query: 'configuration', hitsPerPage: 0 }).hits).toEqual([]);
  });

  it('makes words optional when all of them together find nothing', () => {
    expect(ids('ollama zzzzqqq')).toContain('ollama');
  });

  it('indexes only the records its facet filters allow, once per set of filters, however they are written', () => {
    const versions = [
      record('old', { lvl1: 'Install', tag: 'docs-default-0.1' }),
      record('new', { lvl1: 'Install', tag: 'docs-default-current' }),
      record('site', { lvl1: 'Install the site', tag: 'default' }),
    ];
    const addAll = vi.spyOn(MiniSearch.prototype, 'addAll');
    try {
      const scoped = new LocalEngine(versions);
      const tagged = (tag: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];
      const found = (facetFilters: (string | string[])[]) =>
        scoped.search({ query: 'install', facetFilters }).hits.map((h) => h.objectID);
      expect(addAll).not.toHaveBeenCalled();
      expect(found(tagged('docs-default-0.1'))).toEqual(['old', 'site']);
      expect(addAll).toHaveBeenCalledTimes(1);
      expect(addAll.mock.calls[0][0]).toHaveLength(2);
      // The same filters in another form and order reuse that index.
      expect(found([['docusaurus_tag:docs-default-0.1', 'docusaurus_tag:default'], ['language:en']])).toEqual([
        'old',
        'site',
      ]);
      expect(addAll).toHaveBeenCalledTimes(1);
      expect(found(tagged('docs-default-current'))).toEqual(['new', 'site']);
      expect(addAll).toHaveBeenCalledTimes(2);
    } finally {
      addAll.mockRestore();
    }
  });
});

describe('filtersKey', () => {
  it('gives equivalent facet filters one key and different ones different keys', () => {
    expect(filtersKey('language:en')).toBe(filtersKey(['language:en']));
    expect(filtersKey(['language:en'])).toBe(filtersKey([['language:en']]));
    expect(filtersKey(['a:1', ['b:2', 'b:3']])).toBe(filtersKey([['b:3', 'b:2'], 'a:1']));
    expect(filtersKey(undefined)).toBe(filtersKey([]));
    expect(filtersKey(['a:1', 'b:2'])).not.toBe(filtersKey([['a:1', 'b:2']]));
  });
});
