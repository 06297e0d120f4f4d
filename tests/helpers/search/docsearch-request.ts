/** The fields of one DocSearch modal query, in the order behaviours.md §7.1 lists them (the query and index first). */
export const DOCSEARCH_QUERY_FIELDS = [
  'query',
  'indexName',
  'attributesToRetrieve',
  'attributesToSnippet',
  'snippetEllipsisText',
  'highlightPreTag',
  'highlightPostTag',
  'hitsPerPage',
  'clickAnalytics',
  'facetFilters',
] as const;
