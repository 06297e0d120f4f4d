import { expandRecord } from './local-index';
import { LEVELS, type RecordType, type SearchRecord } from '../types';

/**
 * The sharded local index (format 2), used when the single-file index would exceed `shardAboveBytes` gzipped; paths are
 * relative to the manifest. Whatever the site's size, a query word loads at most its own shard plus MAX_RANGE_SHARDS
 * shards (or one prefix list) for completions and as many for typos.
 */
export interface ShardManifest {
  format: 2;
  /** Number of records. */
  records: number;
  /** File of the record metadata. */
  meta: string;
  /** Term shards: file name pattern (`{n}` = shard number) and the first term of each shard, ascending. */
  terms: { pattern: string; first: string[] };
  /** Record blocks: block n holds records [n × size, (n + 1) × size). */
  blocks: { pattern: string; size: number; count: number };
  /** Precomputed prefix lists: file name pattern (`{n}` = position in `list`) and the prefixes that have one. */
  prefixes: { pattern: string; list: string[]; limit: number };
}

/** Facet values shared by many records: [type, language, docusaurus_tag, version]. */
export type FacetCombo = [RecordType, string, string, string];

export interface ShardMeta {
  format: 2;
  combos: FacetCombo[];
  /** Per record: index into `combos`. */
  combo: number[];
  /** Per record: 0 when no earlier record has its URL, else the distance back to the last one that does. */
  sameUrl: number[];
}

/**
 * A term shard: `postings[i]` belongs to `terms[i]`, as flat pairs of (document id delta, score × SCORE_SCALE rounded).
 */
export interface TermShard {
  format: 2;
  terms: string[];
  postings: number[][];
}

/** Best documents of a prefix query: pairs (document id delta, score × SCORE_SCALE), by document id. */
export interface PrefixList {
  format: 2;
  prefix: string;
  postings: number[];
}

/**
 * A record of a block; its facet values come from its combo in meta.json. `levels` and `url` are delta-coded against
 * the previous record of the block to keep blocks small.
 */
export type BlockRecord =
  | [objectID: string, levels: [number, ...(string | null)[]], url: string, content: string | null]
  | [objectID: string, levels: [number, ...(string | null)[]], url: string, content: string | null, excerpt: string];

export interface RecordBlock {
  format: 3;
  /** Position of the first record. */
  first: number;
  records: BlockRecord[];
}

function withoutAnchor(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** The records of a block (consecutive records of the index), in the block's form. */
export function packBlock(records: readonly SearchRecord[]): BlockRecord[] {
  let previous: (string | null)[] = [];
  let base: string | undefined;
  return records.map((r) => {
    const levels = LEVELS.map((l) => r.hierarchy[l]);
    let same = 0;
    while (same < previous.length && levels[same] === previous[same]) same++;
    const rest = levels.slice(same);
    while (rest.length && rest[rest.length - 1] === null) rest.pop();
    const ownBase = withoutAnchor(r.url);
    const url = ownBase === base ? r.url.slice(ownBase.length) : r.url;
    previous = levels;
    base = ownBase;
    return r.excerpt
      ? [r.objectID, [same, ...rest], url, r.content, r.excerpt]
      : [r.objectID, [same, ...rest], url, r.content];
  });
}

/**
 * The full records of a block at the given positions; only those are built, since a query shows a few hits of each
 * block it loads.
 */
export function unpackBlock(
  block: RecordBlock,
  comboOf: (position: number) => FacetCombo,
  positions?: ReadonlySet<number>,
): Map<number, SearchRecord> {
  if (block?.format !== 3 || !Array.isArray(block.records)) throw new Error('Unsupported search index block format');
  const out = new Map<number, SearchRecord>();
  let previous: (string | null)[] = [];
  let base = '';
  block.records.forEach(([objectID, [same, ...rest], stored, content, excerpt], i) => {
    const levels = [...previous.slice(0, same), ...rest];
    while (levels.length < LEVELS.length) levels.push(null);
    const url = stored === '' || stored.startsWith('#') ? base + stored : stored;
    previous = levels;
    base = withoutAnchor(url);
    const position = block.first + i;
    if (positions && !positions.has(position)) return;
    const [type, language, tag, version] = comboOf(position);
    out.set(
      position,
      expandRecord(
        excerpt === undefined
          ? [objectID, type, levels, url, content, language, tag, version]
          : [objectID, type, levels, url, content, language, tag, version, excerpt],
        position,
      ),
    );
  });
  return out;
}

/** Most shards a word loads for its completions (else a prefix list is used) or for its typos. */
export const MAX_RANGE_SHARDS = 2;
/** Prefix lists are written for prefixes of at most this many letters. */
export const PREFIX_LIST_MAX_LENGTH = 6;

/**
 * Default of `shardAboveBytes`: a larger index (or version part) is sharded. Below it, downloading and indexing the
 * whole file costs a first query about as much as the sharded index's first files (bench/results.md, Search).
 */
export const SHARD_ABOVE_BYTES = 64 * 1024;

/** Scores are stored as integers: score × SCORE_SCALE, at least 1. */
export const SCORE_SCALE = 100;

export const MANIFEST_PATH = 'search-index.json';
export const SHARD_DIR = 'search-index';
/**
 * Always written, because a static export needs one file per dynamic route; it also describes the index to readers of
 * the static files (mcp/).
 */
export const INFO_FILE = `${SHARD_DIR}/info.json`;

export function fileOf(pattern: string, key: number): string {
  return pattern.replace('{n}', String(key));
}

/** Index of the shard that holds `term` (the last shard whose first term is not after it). */
export function shardOf(first: readonly string[], term: string): number {
  let lo = 0;
  let hi = first.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (first[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Shards holding any term in [from, to] (inclusive, string order). */
export function shardsBetween(first: readonly string[], from: string, to: string): number[] {
  const start = shardOf(first, from);
  const out = [start];
  for (let i = start + 1; i < first.length && first[i] <= to; i++) out.push(i);
  return out;
}

/** MiniSearch's weight of a prefix completion (shorter completions weigh more); 1 for the word itself. */
export function prefixWeight(term: string, prefix: string): number {
  return term === prefix ? 1 : (0.375 * term.length) / (term.length + 0.3 * (term.length - prefix.length));
}

/** MiniSearch's weight of a typo match (`weights.fuzzy` 0.45) at edit distance `distance`. */
export function typoWeight(term: string, distance: number): number {
  return (0.45 * term.length) / (term.length + distance);
}
