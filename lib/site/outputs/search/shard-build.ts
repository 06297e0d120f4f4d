import { gzipSize } from '../../../../scripts/server/precompress';
import { BOOST, indexRecords, TYPE_BOOST } from '../../../shared/search/engine/local-engine';
import { compactRecords, LOCAL_INDEX_PATH } from '../../../shared/search/engine/local-index';
import {
  fileOf,
  INFO_FILE,
  MAX_RANGE_SHARDS,
  PREFIX_LIST_MAX_LENGTH,
  prefixWeight,
  MANIFEST_PATH,
  packBlock,
  SCORE_SCALE,
  SHARD_DIR,
  shardsBetween,
  type FacetCombo,
  type PrefixList,
  type RecordBlock,
  type ShardManifest,
  type ShardMeta,
  type TermShard,
} from '../../../shared/search/engine/shard-format';
import type { SearchRecord } from '../../../shared/search/types';

/**
 * Build-time writer of the local search index: the single-file format 1 below `shardAboveBytes` gzipped, above it the
 * sharded index of shard-format.ts.
 */

export interface ShardOptions {
  /** The single-file index is used while its gzipped size is at most this. Default 300 KiB. */
  shardAboveBytes?: number;
  /** Target gzipped size of a term shard. Default 32 KiB. */
  shardTargetBytes?: number;
  /** Target gzipped size of a record block. Default 2 KiB. */
  blockTargetBytes?: number;
  /** Documents kept in a prefix list. Default 1000. */
  prefixLimit?: number;
}

const SHARD_DEFAULTS: Required<ShardOptions> = {
  shardAboveBytes: 300 * 1024,
  shardTargetBytes: 32 * 1024,
  blockTargetBytes: 2 * 1024,
  prefixLimit: 1000,
};

export { INFO_FILE };

export interface BuiltIndex {
  format: 1 | 2;
  /** Path relative to out/ → file contents (JSON text). */
  files: Map<string, string>;
}

/** The files of the local index for `records`. */
export function buildIndexFiles(records: readonly SearchRecord[], options: ShardOptions = {}): BuiltIndex {
  const o = { ...SHARD_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
  const single = JSON.stringify(compactRecords(records));
  const singleGzip = gzipSize(single);
  const files = new Map<string, string>();
  if (singleGzip <= o.shardAboveBytes) {
    files.set(LOCAL_INDEX_PATH, single);
    files.set(INFO_FILE, JSON.stringify({ format: 1, sharded: false, records: records.length }));
    return { format: 1, files };
  }
  const postings = termPostings(records);
  const terms = [...postings.keys()].sort();
  const shards = packShards(terms, postings, o.shardTargetBytes);
  const first = shards.map((s) => s.terms[0]);
  shards.forEach((s, n) => files.set(`${SHARD_DIR}/${fileOf('t{n}.json', n)}`, JSON.stringify(s)));

  const prefixes = widePrefixes(terms, first);
  prefixes.forEach((prefix, n) =>
    files.set(
      `${SHARD_DIR}/${fileOf('p{n}.json', n)}`,
      JSON.stringify(prefixList(prefix, terms, postings, o.prefixLimit)),
    ),
  );

  const perRecord = singleGzip / Math.max(1, records.length);
  const size = Math.max(1, Math.floor(o.blockTargetBytes / perRecord));
  const count = Math.ceil(records.length / size);
  for (let n = 0; n < count; n++) {
    const block: RecordBlock = {
      format: 3,
      first: n * size,
      records: packBlock(records.slice(n * size, (n + 1) * size)),
    };
    files.set(`${SHARD_DIR}/${fileOf('b{n}.json', n)}`, JSON.stringify(block));
  }
  files.set(`${SHARD_DIR}/meta.json`, JSON.stringify(recordMeta(records)));
  const manifest: ShardManifest = {
    format: 2,
    records: records.length,
    meta: `${SHARD_DIR}/meta.json`,
    terms: { pattern: `${SHARD_DIR}/t{n}.json`, first },
    blocks: { pattern: `${SHARD_DIR}/b{n}.json`, size, count },
    prefixes: { pattern: `${SHARD_DIR}/p{n}.json`, list: prefixes, limit: o.prefixLimit },
  };
  files.set(MANIFEST_PATH, JSON.stringify(manifest));
  files.set(INFO_FILE, JSON.stringify({ format: 2, sharded: true, records: records.length, files: files.size + 1 }));
  return { format: 2, files };
}

/**
 * Adds the per-version parts (settings.ts) in the single-file format and in record order, so a query's ids and scores
 * are the whole file's. A sharded index already loads only what a query needs, so its parts are copies of the manifest.
 */
export function addScopeFiles(
  built: BuiltIndex,
  records: readonly SearchRecord[],
  scopes: readonly { path: string; tags: readonly string[] }[],
): BuiltIndex {
  for (const { path, tags } of scopes) {
    if (!path.startsWith(`${SHARD_DIR}/`) || path.slice(SHARD_DIR.length + 1).includes('/')) {
      throw new Error(`A scoped part of the search index must be a file directly under ${SHARD_DIR}/: ${path}`);
    }
    if (built.format === 1) {
      built.files.set(path, JSON.stringify(compactRecords(records.filter((r) => tags.includes(r.docusaurus_tag)))));
    } else {
      const manifest = JSON.parse(built.files.get(MANIFEST_PATH)!) as ShardManifest;
      const local = (file: string) => file.slice(SHARD_DIR.length + 1);
      const copy: ShardManifest = {
        ...manifest,
        meta: local(manifest.meta),
        terms: { ...manifest.terms, pattern: local(manifest.terms.pattern) },
        blocks: { ...manifest.blocks, pattern: local(manifest.blocks.pattern) },
        prefixes: { ...manifest.prefixes, pattern: local(manifest.prefixes.pattern) },
      };
      built.files.set(path, JSON.stringify(copy));
    }
  }
  return built;
}

/**
 * Adds `fields` to search-index/info.json, which describes the index to readers of the static files (site-index.ts adds
 * the address and versions).
 */
export function addIndexInfo(built: BuiltIndex, fields: Record<string, unknown>): BuiltIndex {
  const info = JSON.parse(built.files.get(INFO_FILE) ?? '{}') as Record<string, unknown>;
  built.files.set(INFO_FILE, JSON.stringify({ ...info, ...fields }));
  return built;
}

/** MiniSearch's BM25+ parameters (its defaults, which the in-memory engine uses). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * Every term's postings: MiniSearch's score for that one-term query, computed with MiniSearch's own formula and order
 * of operations so the sharded engine ranks as the in-memory one does (the parity tests compare them).
 */
function termPostings(records: readonly SearchRecord[]): Map<string, Map<number, number>> {
  const { index, fieldIds, fieldLength, averageFieldLength, documentCount, documentIds } =
    indexRecords(records).toJSON();
  // In the index's field order, as MiniSearch sums them.
  const boosts: Record<string, number> = BOOST;
  const fields = Object.entries(fieldIds).map(([name, id]) => ({ id, boost: boosts[name] ?? 1 }));
  const out = new Map<string, Map<number, number>>();
  for (const [term, data] of index) {
    const scores = new Map<number, number>();
    for (const field of fields) {
      const freqs = data[field.id];
      if (!freqs) continue;
      const matching = Object.keys(freqs).length;
      const idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
      const average = averageFieldLength[field.id];
      for (const [shortId, tf] of Object.entries(freqs)) {
        const id = documentIds[shortId] as number;
        const length = fieldLength[shortId][field.id];
        const raw = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
        scores.set(id, (scores.get(id) ?? 0) + 1 * 1 * field.boost * TYPE_BOOST[records[id].type] * raw);
      }
    }
    for (const [id, score] of scores) scores.set(id, Math.max(1, Math.round(score * SCORE_SCALE)));
    if (scores.size) out.set(term, scores);
  }
  return out;
}

/** (document id delta, score) pairs, by document id. */
function encode(scores: Map<number, number>): number[] {
  const out: number[] = [];
  let last = 0;
  for (const id of [...scores.keys()].sort((a, b) => a - b)) {
    out.push(id - last, scores.get(id)!);
    last = id;
  }
  return out;
}

/** Cuts the sorted vocabulary into consecutive ranges of about `target` gzipped bytes each. */
function packShards(terms: string[], postings: Map<string, Map<number, number>>, target: number): TermShard[] {
  const entries = terms.map((t) => ({ term: t, list: encode(postings.get(t)!) }));
  const raw = entries.map((e) => JSON.stringify(e.term).length + JSON.stringify(e.list).length + 2);
  const sample = JSON.stringify(entries.slice(0, 20000).map((e) => [e.term, e.list]));
  const ratio = gzipSize(sample) / Math.max(1, sample.length);
  const budget = target / ratio;
  const shards: TermShard[] = [];
  let current: TermShard = { format: 2, terms: [], postings: [] };
  let bytes = 0;
  entries.forEach((e, i) => {
    if (current.terms.length && bytes + raw[i] > budget) {
      shards.push(current);
      current = { format: 2, terms: [], postings: [] };
      bytes = 0;
    }
    current.terms.push(e.term);
    current.postings.push(e.list);
    bytes += raw[i];
  });
  if (current.terms.length) shards.push(current);
  return shards;
}

/**
 * Prefixes whose terms span more than MAX_RANGE_SHARDS shards: a last word equal to one uses its precomputed list
 * instead of loading those shards.
 */
function widePrefixes(terms: readonly string[], first: readonly string[]): string[] {
  const candidates = new Set<string>();
  for (const t of terms)
    for (let n = 1; n <= Math.min(PREFIX_LIST_MAX_LENGTH, t.length); n++) candidates.add(t.slice(0, n));
  return [...candidates].filter((p) => shardsBetween(first, p, `${p}\uffff`).length > MAX_RANGE_SHARDS).sort();
}

/** The best `limit` documents of the one-word prefix query `prefix` (without typos), scored as the engine would. */
function prefixList(
  prefix: string,
  terms: readonly string[],
  postings: Map<string, Map<number, number>>,
  limit: number,
): PrefixList {
  const scores = new Map<number, number>();
  let lo = 0;
  for (let hi = terms.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < terms.length && terms[i].startsWith(prefix); i++) {
    const t = terms[i];
    const w = prefixWeight(t, prefix);
    for (const [id, s] of postings.get(t)!) scores.set(id, (scores.get(id) ?? 0) + w * s);
  }
  const best = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  return { format: 2, prefix, postings: encode(new Map(best.map(([id, s]) => [id, Math.max(1, Math.round(s))]))) };
}

function recordMeta(records: readonly SearchRecord[]): ShardMeta {
  const combos: FacetCombo[] = [];
  const comboIds = new Map<string, number>();
  const lastOfUrl = new Map<string, number>();
  const meta: ShardMeta = { format: 2, combos, combo: [], sameUrl: [] };
  records.forEach((r, i) => {
    const combo: FacetCombo = [r.type, r.language, r.docusaurus_tag, r.version[0] ?? 'current'];
    const key = JSON.stringify(combo);
    if (!comboIds.has(key)) {
      comboIds.set(key, combos.length);
      combos.push(combo);
    }
    meta.combo.push(comboIds.get(key)!);
    const last = lastOfUrl.get(r.url);
    meta.sameUrl.push(last === undefined ? 0 : i - last);
    lastOfUrl.set(r.url, i);
  });
  return meta;
}
