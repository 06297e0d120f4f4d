import { gzipSize } from '../../../../scripts/server/precompress';
import { BOOST, indexRecords, TYPE_BOOST } from '../../../shared/search/engine/local-engine';
import { compactRecords } from '../../../shared/search/engine/local-index';
import {
  fileOf,
  INFO_FILE,
  MAX_RANGE_SHARDS,
  PREFIX_LIST_MAX_LENGTH,
  prefixWeight,
  MANIFEST_PATH,
  packBlock,
  SCORE_SCALE,
  SHARD_ABOVE_BYTES,
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
  /** The single-file index is used while its gzipped size is at most this. Default SHARD_ABOVE_BYTES. */
  shardAboveBytes?: number;
  /** Target gzipped size of a term shard. Default 32 KiB. */
  shardTargetBytes?: number;
  /** Target gzipped size of a record block. Default 2 KiB. */
  blockTargetBytes?: number;
  /** Documents kept in a prefix list. Default 1000. */
  prefixLimit?: number;
}

const SHARD_DEFAULTS: Required<ShardOptions> = {
  shardAboveBytes: SHARD_ABOVE_BYTES,
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

/**
 * Where one sharded index goes: its manifest, and its parts under search-index/ named `t{n}<suffix>.json` and so on. The
 * whole index's parts have no suffix; a version's part (addScopeFiles) puts its name after theirs, so the files of
 * different indexes never clash and the part's manifest stays the only file named `docs-default-*.json`.
 */
interface IndexPaths {
  manifest: string;
  suffix: string;
}

/** The files of the local index for `records`. */
export function buildIndexFiles(records: readonly SearchRecord[], options: ShardOptions = {}): BuiltIndex {
  const built = indexFiles(records, options, { manifest: MANIFEST_PATH, suffix: '' });
  const info =
    built.format === 1
      ? { format: 1, sharded: false, records: records.length }
      : { format: 2, sharded: true, records: records.length, files: built.files.size + 1 };
  built.files.set(INFO_FILE, JSON.stringify(info));
  return built;
}

/** One index of `records` at `paths`: a single file while it is at most `shardAboveBytes` gzipped, else sharded. */
function indexFiles(records: readonly SearchRecord[], options: ShardOptions, paths: IndexPaths): BuiltIndex {
  const o = { ...SHARD_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
  let single: string | undefined = JSON.stringify(compactRecords(records));
  const singleGzip = gzipSize(single);
  const files = new Map<string, string>();
  if (singleGzip <= o.shardAboveBytes) {
    files.set(paths.manifest, single);
    return { format: 1, files };
  }
  // Only its size is needed from here on; a large site's whole text is not held while the shards are made.
  single = undefined;
  // A part's path under search-index/, and as the manifest names it (relative to the manifest's own folder).
  const part = (name: string) => `${SHARD_DIR}/${name}${paths.suffix}.json`;
  const fromManifest = (path: string) =>
    paths.manifest.startsWith(`${SHARD_DIR}/`) ? path.slice(SHARD_DIR.length + 1) : path;
  const postings = termPostings(records);
  const terms = [...postings.keys()].sort();
  const shards = packShards(terms, postings, o.shardTargetBytes);
  const first = shards.map((s) => s.terms[0]);
  shards.forEach((s, n) => files.set(fileOf(part('t{n}'), n), JSON.stringify(s)));

  const prefixes = widePrefixes(terms, first);
  prefixes.forEach((prefix, n) =>
    files.set(fileOf(part('p{n}'), n), JSON.stringify(prefixList(prefix, terms, postings, o.prefixLimit))),
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
    files.set(fileOf(part('b{n}'), n), JSON.stringify(block));
  }
  files.set(part('meta'), JSON.stringify(recordMeta(records)));
  const manifest: ShardManifest = {
    format: 2,
    records: records.length,
    meta: fromManifest(part('meta')),
    terms: { pattern: fromManifest(part('t{n}')), first },
    blocks: { pattern: fromManifest(part('b{n}')), size, count },
    prefixes: { pattern: fromManifest(part('p{n}')), list: prefixes, limit: o.prefixLimit },
  };
  files.set(paths.manifest, JSON.stringify(manifest));
  return { format: 2, files };
}

/**
 * Adds the per-version parts (settings.ts): each an index of only the records its version's pages can find, in record
 * order, so that its scores are those of the in-memory engine over those records. Each part takes the format its own
 * size calls for: a version small enough keeps one file, a larger one is sharded even when the whole index is not.
 */
export function addScopeFiles(
  built: BuiltIndex,
  records: readonly SearchRecord[],
  scopes: readonly { path: string; tags: readonly string[] }[],
  options: ShardOptions = {},
): BuiltIndex {
  for (const { path, tags } of scopes) {
    const name = path.slice(SHARD_DIR.length + 1);
    if (!path.startsWith(`${SHARD_DIR}/`) || name.includes('/') || !name.endsWith('.json')) {
      throw new Error(`A scoped part of the search index must be a JSON file directly under ${SHARD_DIR}/: ${path}`);
    }
    const part = indexFiles(
      records.filter((r) => tags.includes(r.docusaurus_tag)),
      options,
      { manifest: path, suffix: `.${name.slice(0, -'.json'.length)}` },
    );
    for (const [file, text] of part.files) built.files.set(file, text);
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
 * of operations so the sharded engine ranks as the in-memory one does (the parity tests compare them). Each list is
 * already encoded (see `encode`): a large site has hundreds of thousands of them.
 */
function termPostings(records: readonly SearchRecord[]): Map<string, number[]> {
  const { index, fieldIds, fieldLength, averageFieldLength, documentCount, documentIds } =
    indexRecords(records).toJSON();
  // In the index's field order, as MiniSearch sums them.
  const boosts: Record<string, number> = BOOST;
  const fields = Object.entries(fieldIds).map(([name, id]) => ({ id, boost: boosts[name] ?? 1 }));
  const out = new Map<string, number[]>();
  // Taken off the end one by one, so each term's frequencies are let go once scored (the copy toJSON made is as large
  // as the index); the order does not matter, as the terms are sorted afterwards.
  for (let entry = index.pop(); entry; entry = index.pop()) {
    const [term, data] = entry;
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
    if (scores.size) out.set(term, encode(scores));
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
function packShards(terms: string[], postings: Map<string, number[]>, target: number): TermShard[] {
  const entries = terms.map((t) => ({ term: t, list: postings.get(t)! }));
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
  postings: Map<string, number[]>,
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
    const list = postings.get(t)!;
    for (let k = 0, id = 0; k < list.length; k += 2) {
      id += list[k];
      scores.set(id, (scores.get(id) ?? 0) + w * list[k + 1]);
    }
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
