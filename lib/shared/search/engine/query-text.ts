/** The longest query the search UI takes: the modal's input, its initial text, and the /search page's `?q=`. */
export const MAX_QUERY_LENGTH = 64;

/**
 * A query cut to MAX_QUERY_LENGTH UTF-16 code units (as an input's `maxLength` counts) without splitting a surrogate
 * pair.
 */
export function capQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The /search page's query from `location.search`: its `q` parameter, cut like the modal's. */
export function searchPageQuery(search: string): string {
  return capQuery(new URLSearchParams(search).get('q') ?? '');
}
