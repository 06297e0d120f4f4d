import MiniSearch from 'minisearch';
import { tokenize, typosAllowed } from './highlight';
import { buildResponse, facetFilterGroups, facetFilterPredicate, pageSlice, parseQuery } from '../providers/response';
import { LEVELS, type RecordType, type SearchParams, type SearchRecord, type SearchResponse } from '../types';

/**
 * Field weights. `parents` (the headings above a text record) weigh low so a heading's own record ranks above the
 * paragraphs under it. The sharded index (shard-build.ts) precomputes the same scores.
 */
export const BOOST = { lvl1: 5, heading: 3, lvl0: 1.5, content: 1, parents: 0.5 };
/** A record that is itself a title or heading ranks above a paragraph that mentions the same words. */
export const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.25,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

export interface IndexedDoc {
  id: number;
  lvl0: string;
  lvl1: string;
  heading: string;
  parents: string;
  content: string;
}

/** The MiniSearch index of the records (document id = position in `records`), as both engines score it. */
export function indexRecords(records: readonly SearchRecord[]): MiniSearch<IndexedDoc> {
  const index = new MiniSearch<IndexedDoc>({
    fields: ['lvl0', 'lvl1', 'heading', 'parents', 'content'],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
  });
  index.addAll(
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
  return index;
}

/** How many filtered indexes an engine keeps (a page searches one version; the search page may filter more). */
const SCOPES_KEPT = 4;

interface Scope {
  records: readonly SearchRecord[];
  index: MiniSearch<IndexedDoc>;
}

/** One key for equivalent facet filters: `'a:1'`, `['a:1']` and `[['a:1']]`, groups in any order. */
export function filtersKey(filters: SearchParams['facetFilters']): string {
  return JSON.stringify(
    facetFilterGroups(filters)
      .map((g) => g.sort())
      .sort(),
  );
}

/**
 * The in-browser engine: MiniSearch for matching, Algolia's response shape on top. A query's facet filters decide which
 * records it can ever return, so it indexes only those, once per set of filters.
 */
export class LocalEngine {
  private readonly scopes = new Map<string, Scope>();

  constructor(private readonly records: readonly SearchRecord[]) {}

  private scope(filters: SearchParams['facetFilters']): Scope {
    const key = filtersKey(filters);
    let scope = this.scopes.get(key);
    if (!scope) {
      const records = this.records.filter(facetFilterPredicate(filters));
      scope = { records, index: indexRecords(records) };
      if (this.scopes.size >= SCOPES_KEPT) this.scopes.delete(this.scopes.keys().next().value!);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  /** Records of `scope` matching the query, best first, one per URL (DocSearch's `distinct` on `url`). */
  private match({ records, index }: Scope, words: string[]): SearchRecord[] {
    if (!words.length) return [...records];
    const run = (combineWith: 'AND' | 'OR') =>
      index.search(words.join(' '), {
        boost: BOOST,
        combineWith,
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => typosAllowed(term),
        boostDocument: (id: number) => TYPE_BOOST[records[id].type],
      });
    // Every word is required; when that finds nothing, words become optional (removeWordsIfNoResults).
    let results = run('AND');
    if (!results.length && words.length > 1) results = run('OR');
    const seen = new Set<string>();
    const out: SearchRecord[] = [];
    for (const r of results) {
      const record = records[r.id as number];
      if (seen.has(record.url)) continue;
      seen.add(record.url);
      out.push(record);
    }
    return out;
  }

  search(params: SearchParams, indexName?: string): SearchResponse {
    const q = parseQuery(params);
    const matching = this.match(this.scope(params.facetFilters), q.words);
    const [start, end] = pageSlice(q, matching.length);
    return buildResponse(params, indexName, q, matching, matching.slice(start, end));
  }
}
