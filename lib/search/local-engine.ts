import MiniSearch from 'minisearch';
import { highlight, snippet, tokenize, typosAllowed, type Tags } from './highlight';
import { LEVELS, type RecordType, type SearchHit, type SearchParams, type SearchRecord, type SearchResponse } from './types';

/** Attributes that can be used in `facetFilters` and `facets`. */
export const FACET_ATTRIBUTES = ['type', 'language', 'version', 'docusaurus_tag'] as const;
type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/**
 * Field weights: page titles above headings above section names and text. `heading` is a record's own
 * heading (for lvl2–lvl6 records); `parents` are the headings above a text record, weighted low so the
 * heading's own record ranks above the paragraphs under it (Algolia's attribute + level ranking).
 */
const BOOST = { lvl1: 5, heading: 3, lvl0: 1.5, content: 1, parents: 0.5 };
/** A record that is itself a title or heading ranks above a paragraph that mentions the same words. */
const TYPE_BOOST: Record<RecordType, number> = { lvl1: 1.6, lvl2: 1.35, lvl3: 1.25, lvl4: 1.15, lvl5: 1.1, lvl6: 1.1, content: 1 };

interface IndexedDoc {
  id: number;
  lvl0: string;
  lvl1: string;
  heading: string;
  parents: string;
  content: string;
}

const DEFAULT_TAGS: Tags = { pre: '<em>', post: '</em>' };

function facetValues(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

/** Parses Algolia's facetFilters: outer list AND, inner lists OR, each entry "attribute:value". */
export function facetFilterPredicate(filters: SearchParams['facetFilters']): (record: SearchRecord) => boolean {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  const groups = list.map((g) => (Array.isArray(g) ? g : [g]).map((f) => {
    const i = f.indexOf(':');
    const attribute = f.slice(0, i);
    const raw = f.slice(i + 1);
    const negate = raw.startsWith('-');
    return { attribute, value: negate ? raw.slice(1) : raw, negate };
  }));
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

/**
 * The in-browser search engine over the static index: MiniSearch for matching (prefix on the last
 * word, typo tolerance, field weights), with Algolia's response shape on top (highlight and snippet
 * results, distinct by URL, facet filters and counts, pagination).
 */
export class LocalEngine {
  private readonly index: MiniSearch<IndexedDoc>;

  constructor(private readonly records: readonly SearchRecord[]) {
    this.index = new MiniSearch<IndexedDoc>({
      fields: ['lvl0', 'lvl1', 'heading', 'parents', 'content'],
      storeFields: [],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => term,
    });
    this.index.addAll(
      records.map((r, id) => ({
        id,
        lvl0: r.hierarchy.lvl0,
        lvl1: r.hierarchy.lvl1,
        heading: r.type === 'content' || r.type === 'lvl1' ? '' : (r.hierarchy[r.type] ?? ''),
        parents: LEVELS.slice(2)
          .filter((l) => l !== r.type)
          .map((l) => r.hierarchy[l] ?? '')
          .join(' '),
        content: r.content ?? '',
      })),
    );
  }

  /** Records matching the query, best first, one per URL (DocSearch's `distinct` on `url`). */
  private match(words: string[]): SearchRecord[] {
    if (!words.length) return [...this.records];
    const run = (combineWith: 'AND' | 'OR') =>
      this.index.search(words.join(' '), {
        boost: BOOST,
        combineWith,
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => typosAllowed(term),
        boostDocument: (id: number) => TYPE_BOOST[this.records[id].type],
      });
    // Every word is required; when that finds nothing, words become optional (removeWordsIfNoResults).
    let results = run('AND');
    if (!results.length && words.length > 1) results = run('OR');
    const seen = new Set<string>();
    const out: SearchRecord[] = [];
    for (const r of results) {
      const record = this.records[r.id as number];
      if (seen.has(record.url)) continue;
      seen.add(record.url);
      out.push(record);
    }
    return out;
  }

  search(params: SearchParams, indexName?: string): SearchResponse {
    const query = (params.query ?? '').slice(0, 512);
    const words = tokenize(query);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(params.page ?? 0));
    const tags: Tags = { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post };
    const ellipsis = params.snippetEllipsisText ?? '…';
    const snippets = snippetSpec(params.attributesToSnippet);
    const matching = this.match(words).filter(facetFilterPredicate(params.facetFilters));

    const hits = hitsPerPage === 0 ? [] : matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const response: SearchResponse = {
      hits: hits.map((record) => this.toHit(record, words, tags, snippets, ellipsis)),
      nbHits: matching.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query,
      params: encodeParams(params),
      ...(indexName ? { index: indexName } : {}),
    };
    const facetNames = params.facets === undefined ? [] : Array.isArray(params.facets) ? params.facets : [params.facets];
    const wanted: string[] = facetNames.includes('*') ? [...FACET_ATTRIBUTES] : facetNames.filter((f) => (FACET_ATTRIBUTES as readonly string[]).includes(f));
    if (wanted.length) {
      response.facets = Object.fromEntries(
        wanted.map((attribute) => {
          const counts: Record<string, number> = {};
          for (const r of matching) for (const v of facetValues(r, attribute as FacetAttribute)) counts[v] = (counts[v] ?? 0) + 1;
          return [attribute, counts];
        }),
      );
    }
    return response;
  }

  private toHit(record: SearchRecord, words: string[], tags: Tags, snippets: Map<string, number>, ellipsis: string): SearchHit {
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
    return { ...record, hierarchy: { ...record.hierarchy }, _highlightResult: highlightResult, _snippetResult: snippetResult };
  }
}
