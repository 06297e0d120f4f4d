import { describe, expect, it } from 'vitest';
import { DOCSEARCH_QUERY_FIELDS } from '../../../../tests/helpers/search/docsearch-request';
import type { SearchRequest, SearchResponse } from '../types';
import { inModalOrder, modalSearchParams, withModalOrder } from './query-params';

const scope = { facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] };
const levels = (from: number) => [1, 2, 3, 4, 5, 6].filter((n) => n >= from).map((n) => `hierarchy.lvl${n}`);

describe("the modal's query parameters (behaviours §7.1)", () => {
  it("are DocSearch's, in its order: fields, 10-word snippets, <mark> tags, 20 hits, no click analytics, facets last", () => {
    const params = modalSearchParams(scope, 10);
    // All of DocSearch's fields but the two the client adds (the query and the index).
    expect(Object.keys(params)).toEqual(DOCSEARCH_QUERY_FIELDS.slice(2));
    expect(params).toEqual({
      attributesToRetrieve: ['hierarchy.lvl0', ...levels(1), 'content', 'type', 'url'],
      attributesToSnippet: [...levels(1).map((l) => `${l}:10`), 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: scope.facetFilters,
    });
  });

  it('snippet 5 words on a small screen', () => {
    expect(modalSearchParams(scope, 5).attributesToSnippet).toEqual([...levels(1).map((l) => `${l}:5`), 'content:5']);
  });

  it('put the configured searchParameters after their own (an override keeps its place) and the facet filters last', () => {
    const params = modalSearchParams(scope, 10, { optionalWords: ['ollama'], hitsPerPage: 8 });
    expect(Object.keys(params).slice(-3)).toEqual(['clickAnalytics', 'optionalWords', 'facetFilters']);
    expect(params.hitsPerPage).toBe(8);
  });
});

describe('inModalOrder', () => {
  it("puts InstantSearch's name-sorted parameters back in DocSearch's order, the query first", () => {
    const own = modalSearchParams(scope, 10, { optionalWords: ['x'] });
    const sorted = Object.fromEntries(
      Object.entries({ ...own, query: 'ollama' }).sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(Object.keys(inModalOrder(sorted))).toEqual(['query', ...Object.keys(own)]);
    expect(inModalOrder(sorted)).toEqual({ ...own, query: 'ollama' });
  });

  it('leaves out the query and facet filters when a request has none', () => {
    expect(inModalOrder({ hitsPerPage: 3 })).toEqual({ hitsPerPage: 3 });
  });

  it('is applied by withModalOrder to every request a client is given', async () => {
    const seen: SearchRequest[] = [];
    const client = withModalOrder({
      search: async (requests) => {
        seen.push(...requests);
        return { results: [] as SearchResponse[] };
      },
    });
    await client.search([{ indexName: 'i', params: { hitsPerPage: 20, query: 'q', attributesToSnippet: [] } }]);
    expect(seen).toEqual([{ indexName: 'i', params: { query: 'q', attributesToSnippet: [], hitsPerPage: 20 } }]);
    expect(Object.keys(seen[0].params!)).toEqual(['query', 'attributesToSnippet', 'hitsPerPage']);
  });
});
