import { describe, expect, it } from 'vitest';
import { DOCSEARCH_QUERY_FIELDS } from '../../../../tests/helpers/search/docsearch-request';
import { modalQuery, modalSearchParams } from './query-params';

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

describe('modalQuery', () => {
  it("is DocSearch's whole request but the index: the query first, the configured parameters, the facet filters last", () => {
    const params = modalQuery('ollama', scope, 10, { optionalWords: ['x'] });
    expect(Object.keys(params)).toEqual([
      ...DOCSEARCH_QUERY_FIELDS.filter((f) => f !== 'indexName' && f !== 'facetFilters'),
      'optionalWords',
      'facetFilters',
    ]);
    expect(params).toEqual({ ...modalSearchParams(scope, 10, { optionalWords: ['x'] }), query: 'ollama' });
  });
});
