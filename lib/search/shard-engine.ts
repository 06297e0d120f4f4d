import { boundedDistance, typosAllowed } from './highlight';
import { IndexLoadError } from './index-loader';
import { expandRecord } from './local-index';
import { buildResponse, facetFilterPredicate, pageSlice, parseQuery, type FacetFields } from './response';
import {
  fileOf,
  prefixWeight,
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
 * Weight of an indexed term for a query word, as MiniSearch weighs it: 1 for the word itself, the
 * prefix weight for a completion of the last word, the typo weight within the word's typo allowance.
 * Typo candidates must share the word's first two letters, so a word needs only the shards of its own
 * two-letter prefix: a typo in the first two letters ("lolama") is not corrected (MiniSearch would).
 */
function termWeight(term: string, word: string, last: boolean, typos: number): number {
  if (term === word) return 1;
  if (last && term.startsWith(word)) return prefixWeight(term, word);
  if (!typos || !term.startsWith(word.slice(0, 2)) || Math.abs(term.length - word.length) > typos) return 0;
  const distance = boundedDistance(term, word, typos);
  return distance <= typos ? typoWeight(term, distance) : 0;
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

  /** Document id → score of one query word. */
  private async wordScores(word: string, last: boolean): Promise<Map<number, number>> {
    const { terms, prefixes } = this.manifest;
    const scores = new Map<number, number>();
    if (last && word.length <= 2 && prefixes.list.includes(word)) {
      const list = await this.part<PrefixList>(fileOf(prefixes.pattern, prefixes.list.indexOf(word)));
      addPostings(scores, list.postings, 1);
      return scores;
    }
    const typos = typosAllowed(word);
    const ranges: [string, string][] = [[word, word]];
    if (last) ranges.push([word, `${word}\uffff`]);
    if (typos) ranges.push([word.slice(0, 2), `${word.slice(0, 2)}\uffff`]);
    const needed = new Set(ranges.flatMap(([from, to]) => shardsBetween(terms.first, from, to)));
    const shards = await Promise.all([...needed].map((n) => this.part<TermShard>(fileOf(terms.pattern, n))));
    for (const shard of shards) {
      shard.terms.forEach((term, i) => {
        const weight = termWeight(term, word, last, typos);
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
