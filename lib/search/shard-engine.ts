import { boundedDistance, typosAllowed } from './highlight';
import { IndexLoadError } from './index-loader';
import { expandRecord } from './local-index';
import { buildResponse, facetFilterPredicate, pageSlice, parseQuery, type FacetFields } from './response';
import {
  fileOf,
  MAX_RANGE_SHARDS,
  prefixWeight,
  shardOf,
  shardsBetween,
  typoWeight,
  type PrefixList,
  type RecordBlock,
  type ShardManifest,
  type ShardMeta,
  type TermShard,
} from './shard-format';
import type { SearchParams, SearchRecord, SearchResponse } from './types';

/** Loads one file of the sharded index, by its path relative to the manifest. */
export type FetchPart = (path: string) => Promise<unknown>;

interface MetaTables {
  /** Facet fields of each combo, shared by the records that have it. */
  facets: FacetFields[];
  combo: number[];
  /** URL group of each record (records with the same URL share it). */
  group: Int32Array;
}

/**
 * Where a query word's typo candidates are looked for. Like MiniSearch, terms within the word's typo
 * allowance match, but only terms that share the word's first two letters (its "stem"), so that a word
 * needs only the shards of its stem: a typo in the first two letters ("pllama") is not corrected, as
 * MiniSearch would. Where the terms of a two-letter stem fill more than MAX_RANGE_SHARDS shards (a large
 * site, a common stem such as "co"), the stem grows a letter at a time until they fit ("con", "conf"…),
 * so typos there must come after the stem; when even the whole word's completions do not fit, typo
 * candidates are the terms with the two-letter stem in the word's own shard.
 */
function typoScope(first: readonly string[], word: string): { stem: string; shards: number[] } {
  for (let n = 2; n <= word.length; n++) {
    const stem = word.slice(0, n);
    const shards = shardsBetween(first, stem, `${stem}\uffff`);
    if (shards.length <= MAX_RANGE_SHARDS) return { stem, shards };
  }
  return { stem: word.slice(0, 2), shards: [shardOf(first, word)] };
}

/** Adds weight × score of each (document id delta, score) pair to `scores`. */
function addPostings(scores: Map<number, number>, pairs: readonly number[], weight: number): void {
  let id = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    id += pairs[i];
    scores.set(id, (scores.get(id) ?? 0) + weight * pairs[i + 1]);
  }
}

/**
 * The search engine over the sharded index (shard-format.ts): loads the manifest's metadata, the term
 * shards each query word needs and the record blocks of the hits shown, each file once. Ranking follows
 * the in-memory engine: per-term scores precomputed at build time, prefix and typo weights, every word
 * required (all optional when that finds nothing), score × words matched, distinct by URL.
 */
export class ShardedEngine {
  private readonly files = new Map<string, Promise<unknown>>();
  private tables?: Promise<MetaTables>;

  constructor(
    private readonly manifest: ShardManifest,
    private readonly fetchPart: FetchPart,
  ) {}

  /** A file of the index, loaded once; a failed load is forgotten so that the next query tries again. */
  private part<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.fetchPart(path).catch((cause: unknown) => {
        this.files.delete(path);
        throw cause instanceof IndexLoadError ? cause : new IndexLoadError(`Could not load the search index part ${path}`, { cause });
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  private meta(): Promise<MetaTables> {
    this.tables ??= this.part<ShardMeta>(this.manifest.meta).then((meta) => {
      const group = new Int32Array(meta.combo.length);
      let groups = 0;
      meta.sameUrl.forEach((back, i) => (group[i] = back ? group[i - back] : groups++));
      const facets = meta.combos.map(([type, language, tag, version]) => ({ type, language, docusaurus_tag: tag, version: [version] }));
      return { facets, combo: meta.combo, group };
    });
    this.tables.catch(() => (this.tables = undefined));
    return this.tables;
  }

  /**
   * Document id → score of one query word, as MiniSearch sums it: the word itself (weight 1), its
   * completions when it is the last word (prefix weight), terms within its typo allowance (typo weight).
   */
  private async wordScores(word: string, last: boolean): Promise<Map<number, number>> {
    const { terms, prefixes } = this.manifest;
    const scores = new Map<number, number>();
    const listed = last ? prefixes.list.indexOf(word) : -1;
    const typos = typosAllowed(word);
    const scope = typos ? typoScope(terms.first, word) : { stem: word, shards: [] };
    // The word's own shard and its completions' (unless a prefix list has them), then the typo scope.
    const direct = new Set(listed >= 0 ? [] : last ? shardsBetween(terms.first, word, `${word}\uffff`) : [shardOf(terms.first, word)]);
    const typoShards = new Set(scope.shards);
    const [list, shards] = await Promise.all([
      listed >= 0 ? this.part<PrefixList>(fileOf(prefixes.pattern, listed)) : undefined,
      Promise.all([...new Set([...direct, ...typoShards])].map(async (n) => [n, await this.part<TermShard>(fileOf(terms.pattern, n))] as const)),
    ]);
    if (list) addPostings(scores, list.postings, 1);
    for (const [n, shard] of shards) {
      shard.terms.forEach((term, i) => {
        let weight = 0;
        if (term === word || (last && term.startsWith(word))) weight = list ? 0 : prefixWeight(term, word);
        else if (typoShards.has(n) && term.startsWith(scope.stem) && Math.abs(term.length - word.length) <= typos) {
          const distance = boundedDistance(term, word, typos);
          if (distance <= typos) weight = typoWeight(term, distance);
        }
        if (weight) addPostings(scores, shard.postings[i], weight);
      });
    }
    return scores;
  }

  /** Document ids matching the words, best first (all documents, in order, for no words). */
  private async rank(words: string[]): Promise<number[]> {
    if (!words.length) return Array.from({ length: this.manifest.records }, (_, i) => i);
    const perWord = await Promise.all(words.map((w, i) => this.wordScores(w, i === words.length - 1)));
    const combine = (all: boolean) => {
      const out = new Map<number, { score: number; matched: Set<string> }>();
      perWord.forEach((scores, i) => {
        for (const [id, score] of scores) {
          const entry = out.get(id);
          if (entry) {
            entry.score += score;
            entry.matched.add(words[i]);
          } else if (!all || i === 0) out.set(id, { score, matched: new Set([words[i]]) });
        }
        if (all && i > 0) for (const id of out.keys()) if (!scores.has(id)) out.delete(id);
      });
      return [...out].map(([id, e]) => [id, e.score * e.matched.size] as const);
    };
    // Every word is required; when that finds nothing, words become optional (removeWordsIfNoResults).
    let ranked = combine(true);
    if (!ranked.length && words.length > 1) ranked = combine(false);
    return ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  }

  async search(params: SearchParams, indexName?: string): Promise<SearchResponse> {
    const q = parseQuery(params);
    const [tables, ranked] = await Promise.all([this.meta(), this.rank(q.words)]);
    const seen = new Set<number>();
    const keep = facetFilterPredicate(params.facetFilters);
    const passes = tables.facets.map(keep);
    const matching: number[] = [];
    for (const id of ranked) {
      const group = tables.group[id];
      if (seen.has(group)) continue;
      seen.add(group);
      if (passes[tables.combo[id]]) matching.push(id);
    }
    const [start, end] = pageSlice(q, matching.length);
    const shown = await this.records(matching.slice(start, end));
    return buildResponse(params, indexName, q, matching.map((id) => tables.facets[tables.combo[id]]), shown);
  }

  /** Full records of the given ids, in order, from their blocks. */
  private async records(ids: number[]): Promise<SearchRecord[]> {
    const { pattern, size } = this.manifest.blocks;
    const blocks = new Map<number, Promise<RecordBlock>>();
    for (const id of ids) {
      const n = Math.floor(id / size);
      if (!blocks.has(n)) blocks.set(n, this.part<RecordBlock>(fileOf(pattern, n)));
    }
    const loaded = new Map(await Promise.all([...blocks].map(async ([n, p]) => [n, await p] as const)));
    return ids.map((id) => {
      const block = loaded.get(Math.floor(id / size))!;
      return expandRecord(block.records[id - block.first], id);
    });
  }
}
