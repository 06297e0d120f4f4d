import { boundedDistance, typosAllowed } from './highlight';
import { IndexLoadError } from '../types';
import { buildResponse, facetFilterPredicate, pageSlice, parseQuery, type FacetFields } from '../providers/response';
import {
  fileOf,
  MAX_RANGE_SHARDS,
  prefixWeight,
  shardOf,
  shardsBetween,
  typoWeight,
  unpackBlock,
  type FacetCombo,
  type PrefixList,
  type RecordBlock,
  type ShardManifest,
  type ShardMeta,
  type TermShard,
} from './shard-format';
import type { SearchParams, SearchRecord, SearchResponse } from '../types';

/** Loads one file of the sharded index, by its path relative to the manifest. */
export type FetchPart = (path: string) => Promise<unknown>;

interface MetaTables {
  combos: FacetCombo[];
  /** Facet fields of each combo, shared by the records that have it. */
  facets: FacetFields[];
  combo: number[];
  /** URL group of each record (records with the same URL share it). */
  group: Int32Array;
}

/**
 * Where a word's typo candidates are looked for: only terms sharing its first two letters (its stem), so a word needs
 * only its stem's shards, and a typo in those letters is not corrected. A stem whose terms exceed MAX_RANGE_SHARDS
 * shards grows a letter at a time until they fit.
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

function popcount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}

/** The first `k` of `ids` in ranking order (`better(a, b)`: a ranks before b), without sorting them all. */
function top(ids: readonly number[], k: number, better: (a: number, b: number) => boolean): number[] {
  const out: number[] = [];
  if (k <= 0) return out;
  for (const id of ids) {
    if (out.length === k && !better(id, out[k - 1])) continue;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(id, out[mid])) hi = mid;
      else lo = mid + 1;
    }
    out.splice(lo, 0, id);
    if (out.length > k) out.pop();
  }
  return out;
}

/**
 * The engine over the sharded index (shard-format.ts): it loads each manifest, shard and record block once, and ranks
 * as the in-memory engine does from scores precomputed at build time.
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
        throw cause instanceof IndexLoadError
          ? cause
          : new IndexLoadError(`Could not load the search index part ${path}`, { cause });
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
      const facets = meta.combos.map(([type, language, tag, version]) => ({
        type,
        language,
        docusaurus_tag: tag,
        version: [version],
      }));
      return { combos: meta.combos, facets, combo: meta.combo, group };
    });
    this.tables.catch(() => (this.tables = undefined));
    return this.tables;
  }

  /**
   * Document id → score of one query word, summed as MiniSearch does over the word, its completions (last word only)
   * and its typo candidates.
   */
  private async wordScores(word: string, last: boolean): Promise<Map<number, number>> {
    const { terms, prefixes } = this.manifest;
    const scores = new Map<number, number>();
    if (!terms.first.length) return scores;
    const listed = last ? prefixes.list.indexOf(word) : -1;
    const typos = typosAllowed(word);
    const scope = typos ? typoScope(terms.first, word) : { stem: word, shards: [] };
    // The word's own shard and its completions' (unless a prefix list has them), then the typo scope.
    const direct = new Set(
      listed >= 0 ? [] : last ? shardsBetween(terms.first, word, `${word}\uffff`) : [shardOf(terms.first, word)],
    );
    const typoShards = new Set(scope.shards);
    const [list, shards] = await Promise.all([
      listed >= 0 ? this.part<PrefixList>(fileOf(prefixes.pattern, listed)) : undefined,
      Promise.all(
        [...new Set([...direct, ...typoShards])].map(
          async (n) => [n, await this.part<TermShard>(fileOf(terms.pattern, n))] as const,
        ),
      ),
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

  /**
   * Document id → final score: every word required (all optional when that finds nothing), the summed score times the
   * number of distinct words matched, as in MiniSearch.
   */
  private async match(words: string[]): Promise<Map<number, number>> {
    const perWord = await Promise.all(words.map((w, i) => this.wordScores(w, i === words.length - 1)));
    const distinct = [...new Set(words)];
    const all = new Map<number, number>();
    const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size);
    for (const [id, score] of smallest) {
      let total = score;
      for (const other of others) {
        const s = other.get(id);
        if (s === undefined) {
          total = NaN;
          break;
        }
        total += s;
      }
      if (!Number.isNaN(total)) all.set(id, total * distinct.length);
    }
    if (all.size || words.length < 2) return all;
    // Bit per distinct word (words past the 30th share the last bit: a query that long counts them once).
    const bit = words.map((w) => 1 << Math.min(30, distinct.indexOf(w)));
    const sums = new Map<number, number>();
    const masks = new Map<number, number>();
    perWord.forEach((scores, i) => {
      for (const [id, score] of scores) {
        sums.set(id, (sums.get(id) ?? 0) + score);
        masks.set(id, (masks.get(id) ?? 0) | bit[i]);
      }
    });
    const any = new Map<number, number>();
    for (const [id, sum] of sums) any.set(id, sum * popcount(masks.get(id)!));
    return any;
  }

  async search(params: SearchParams, indexName?: string): Promise<SearchResponse> {
    const q = parseQuery(params);
    const [tables, scores] = await Promise.all([this.meta(), q.words.length ? this.match(q.words) : undefined]);
    // Distinct by URL: the best record of each URL (highest score, then first), kept if it passes the filters.
    const best = new Map<number, number>();
    const better = (a: number, b: number) => (scores ? scores.get(a)! - scores.get(b)! || b - a : b - a) > 0;
    const consider = (id: number) => {
      const group = tables.group[id];
      const current = best.get(group);
      if (current === undefined || better(id, current)) best.set(group, id);
    };
    if (scores) for (const id of scores.keys()) consider(id);
    else for (let id = 0; id < this.manifest.records; id++) consider(id);
    const passes = tables.facets.map(facetFilterPredicate(params.facetFilters));
    const matching = [...best.values()].filter((id) => passes[tables.combo[id]]);
    const [start, end] = pageSlice(q, matching.length);
    const shown = await this.records(top(matching, end, better).slice(start, end));
    return buildResponse(
      params,
      indexName,
      q,
      matching.map((id) => tables.facets[tables.combo[id]]),
      shown,
    );
  }

  /** Full records of the given ids, in order, from their blocks. */
  private async records(ids: number[]): Promise<SearchRecord[]> {
    const { pattern, size } = this.manifest.blocks;
    const blocks = new Map<number, Promise<RecordBlock>>();
    for (const id of ids) {
      const n = Math.floor(id / size);
      if (!blocks.has(n)) blocks.set(n, this.part<RecordBlock>(fileOf(pattern, n)));
    }
    const [tables, ...loaded] = await Promise.all([this.meta(), ...blocks.values()]);
    const comboOf = (position: number) => tables.combos[tables.combo[position]];
    const wanted = new Set(ids);
    const found = new Map(loaded.flatMap((block) => [...unpackBlock(block, comboOf, wanted)]));
    return ids.map((id) => found.get(id)!);
  }
}
