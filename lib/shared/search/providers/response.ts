import { highlight, snippet, tokenize, type Tags } from '../engine/highlight';
import { LEVELS, type SearchHit, type SearchParams, type SearchRecord, type SearchResponse } from '../types';

/**
 * The Algolia-shaped response shared by both local engines, which only decide which records match and in which order.
 */

/** Attributes that can be used in `facetFilters` and `facets`. */
export const FACET_ATTRIBUTES = ['type', 'language', 'version', 'docusaurus_tag'] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];
/** What facet filtering and counting read from a record. */
export type FacetFields = Pick<SearchRecord, FacetAttribute>;

const DEFAULT_TAGS: Tags = { pre: '<em>', post: '</em>' };

function facetValues(record: FacetFields, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

/** Algolia's facetFilters as groups: the outer list is AND, each group OR ('a:1' and ['a:1'] are [['a:1']]). */
export function facetFilterGroups(filters: SearchParams['facetFilters']): string[][] {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  return list.map((g) => (Array.isArray(g) ? [...g] : [g]));
}

/** Parses Algolia's facetFilters: outer list AND, inner lists OR, each entry "attribute:value". */
export function facetFilterPredicate(filters: SearchParams['facetFilters']): (record: FacetFields) => boolean {
  const groups = facetFilterGroups(filters).map((g) =>
    g.map((f) => {
      const i = f.indexOf(':');
      const attribute = f.slice(0, i);
      const raw = f.slice(i + 1);
      const negate = raw.startsWith('-');
      return { attribute, value: negate ? raw.slice(1) : raw, negate };
    }),
  );
  return (record) =>
    groups.every((group) => group.some((f) => facetValues(record, f.attribute).includes(f.value) !== f.negate));
}

function snippetSpec(list: readonly string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of list ?? []) {
    const [attr, n] = entry.split(':');
    const words = Number(n) || 10;
    if (attr === 'hierarchy') LEVELS.forEach((l) => out.set(`hierarchy.${l}`, words));
    else out.set(attr, words);
  }
  return out;
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

/** One query's parameters, read once. */
export interface ParsedQuery {
  query: string;
  words: string[];
  hitsPerPage: number;
  page: number;
}

export function parseQuery(params: SearchParams): ParsedQuery {
  const query = (params.query ?? '').slice(0, 512);
  return {
    query,
    words: tokenize(query),
    hitsPerPage: Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20))),
    page: Math.max(0, Number(params.page ?? 0)),
  };
}

/** Positions [start, end) of the hits shown on the requested page, within `total` matches. */
export function pageSlice(q: ParsedQuery, total: number): [number, number] {
  if (q.hitsPerPage === 0) return [0, 0];
  const start = Math.min(total, q.page * q.hitsPerPage);
  return [start, Math.min(total, start + q.hitsPerPage)];
}

/** `matching` must already be best first, distinct and filtered; `shown` holds the full records of the page's hits. */
export function buildResponse(
  params: SearchParams,
  indexName: string | undefined,
  q: ParsedQuery,
  matching: readonly FacetFields[],
  shown: readonly SearchRecord[],
): SearchResponse {
  const tags: Tags = {
    pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
    post: params.highlightPostTag ?? DEFAULT_TAGS.post,
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const snippets = snippetSpec(params.attributesToSnippet);
  const response: SearchResponse = {
    hits: shown.map((record) => toHit(record, q.words, tags, snippets, ellipsis)),
    nbHits: matching.length,
    page: q.page,
    nbPages: q.hitsPerPage === 0 ? 0 : Math.ceil(matching.length / q.hitsPerPage),
    hitsPerPage: q.hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: q.query,
    params: encodeParams(params),
    ...(indexName ? { index: indexName } : {}),
  };
  const facetNames = params.facets === undefined ? [] : Array.isArray(params.facets) ? params.facets : [params.facets];
  const wanted: string[] = facetNames.includes('*')
    ? [...FACET_ATTRIBUTES]
    : facetNames.filter((f) => (FACET_ATTRIBUTES as readonly string[]).includes(f));
  if (wanted.length) {
    response.facets = Object.fromEntries(
      wanted.map((attribute) => {
        const counts: Record<string, number> = {};
        for (const r of matching) for (const v of facetValues(r, attribute)) counts[v] = (counts[v] ?? 0) + 1;
        return [attribute, counts];
      }),
    );
  }
  return response;
}

function toHit(
  record: SearchRecord,
  words: string[],
  tags: Tags,
  snippets: Map<string, number>,
  ellipsis: string,
): SearchHit {
  const hierarchyHighlight: Record<string, unknown> = {};
  const hierarchySnippet: Record<string, unknown> = {};
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    hierarchyHighlight[level] = highlight(value, words, tags);
    const n = snippets.get(`hierarchy.${level}`);
    if (n) hierarchySnippet[level] = snippet(value, words, n, tags, ellipsis);
  }
  const highlightResult: Record<string, unknown> = { hierarchy: hierarchyHighlight };
  const snippetResult: Record<string, unknown> = {};
  if (Object.keys(hierarchySnippet).length) snippetResult.hierarchy = hierarchySnippet;
  if (record.content !== null) {
    highlightResult.content = highlight(record.content, words, tags);
    const n = snippets.get('content');
    if (n) snippetResult.content = snippet(record.content, words, n, tags, ellipsis);
  }
  if (record.excerpt) {
    const n = snippets.get('excerpt');
    if (n) snippetResult.excerpt = snippet(record.excerpt, words, n, tags, ellipsis);
  }
  return {
    ...record,
    hierarchy: { ...record.hierarchy },
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
