/**
 * Node API of the local search index for the bench, scripts and tests (no Next.js or 'server-only': it runs under tsx
 * and Vitest). It builds the index files as the build writes them and searches them as the browser does, recording what
 * each query downloads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalClient, type IndexFile } from '../../../shared/search/providers/local-client';
import { expandRecords, LOCAL_INDEX_PATH, type LocalIndexFile } from '../../../shared/search/engine/local-index';
import { gzipSize } from '../../../../scripts/server/precompress';
import { buildIndexFiles, type ShardOptions } from './shard-build';
import {
  fileOf,
  SHARD_DIR,
  unpackBlock,
  type RecordBlock,
  type ShardManifest,
  type ShardMeta,
} from '../../../shared/search/engine/shard-format';
import { IndexLoadError, type SearchClient, type SearchParams, type SearchRecord } from '../../../shared/search/types';

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
}

export interface LocalIndex {
  sharded: boolean;
  files: Map<string, string>;
  sizes: FileSize[];
  total: FileSize;
  manifest: FileSize;
  largestShard: FileSize | null;
}

const sizeOf = (path: string, text: string): FileSize => ({ path, raw: Buffer.byteLength(text), gzip: gzipSize(text) });

/** Builds the local index files of `records` and measures them. */
export function buildLocalIndex(records: readonly SearchRecord[], options: ShardOptions = {}): LocalIndex {
  const { format, files } = buildIndexFiles(records, options);
  const sizes = [...files].map(([path, text]) => sizeOf(path, text));
  const shards = sizes.filter((s) => /\/t\d+\.json$/.test(s.path));
  return {
    sharded: format === 2,
    files,
    sizes,
    total: sizes.reduce((t, s) => ({ path: '(total)', raw: t.raw + s.raw, gzip: t.gzip + s.gzip }), {
      path: '(total)',
      raw: 0,
      gzip: 0,
    }),
    manifest: sizes.find((s) => s.path === LOCAL_INDEX_PATH)!,
    largestShard: shards.length ? shards.reduce((a, b) => (b.gzip > a.gzip ? b : a)) : null,
  };
}

/**
 * The index files of a built site: search-index.json (or `indexFile`, read as that) and everything under search-index/.
 */
export function readIndexDir(outDir: string, indexFile = LOCAL_INDEX_PATH): Map<string, string> {
  const files = new Map<string, string>([[LOCAL_INDEX_PATH, readFileSync(join(outDir, indexFile), 'utf8')]]);
  let names: string[] = [];
  try {
    names = readdirSync(join(outDir, SHARD_DIR));
  } catch {
    // No search-index/ folder: a single-file index.
  }
  for (const name of names) files.set(`${SHARD_DIR}/${name}`, readFileSync(join(outDir, SHARD_DIR, name), 'utf8'));
  return files;
}

export interface FileClient {
  client: SearchClient;
  /** Every file loaded so far, in order (each once: the client keeps what it loaded, like a page session). */
  downloads: FileSize[];
}

/** A local search client over index files in memory, as the browser's (manifest first, parts on demand). */
export function createFileClient(files: ReadonlyMap<string, string>): FileClient {
  const downloads: FileSize[] = [];
  const read = async (path: string): Promise<unknown> => {
    const text = files.get(path);
    if (text === undefined) throw new IndexLoadError(`No file ${path} in the search index`);
    downloads.push(sizeOf(path, text));
    return JSON.parse(text);
  };
  const client = createLocalClient({ index: () => read(LOCAL_INDEX_PATH) as Promise<IndexFile>, part: read });
  return { client, downloads };
}

/** Every record of an index, whichever its format (paths as in `files`, relative to out/). */
export function recordsFromIndex(files: ReadonlyMap<string, string>): SearchRecord[] {
  const text = files.get(LOCAL_INDEX_PATH);
  if (text === undefined) throw new Error(`No ${LOCAL_INDEX_PATH} in the search index`);
  const index = JSON.parse(text) as IndexFile;
  if (index.format !== 2) return expandRecords(index as LocalIndexFile);
  const { blocks, meta: metaPath } = index as ShardManifest;
  const meta = JSON.parse(files.get(metaPath) ?? 'null') as ShardMeta | null;
  if (!meta) throw new Error(`No ${metaPath} in the search index`);
  const out: SearchRecord[] = [];
  for (let n = 0; n < blocks.count; n++) {
    const path = fileOf(blocks.pattern, n);
    const block = JSON.parse(files.get(path) ?? 'null') as RecordBlock | null;
    if (!block) throw new Error(`No ${path} in the search index`);
    out.push(...unpackBlock(block, (position) => meta.combos[meta.combo[position]]).values());
  }
  return out;
}

export interface QueryMeasure {
  query: string;
  ms: number;
  /** Files this query loaded (none when everything it needs was loaded before). */
  files: FileSize[];
  gzip: number;
  hits: number;
}

export interface QueryPass {
  p50: number;
  p95: number;
  queries: QueryMeasure[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
};

async function pass(session: FileClient, queries: readonly string[], params: SearchParams): Promise<QueryPass> {
  const out: QueryMeasure[] = [];
  for (const query of queries) {
    const before = session.downloads.length;
    const start = performance.now();
    const { results } = await session.client.search([
      { indexName: 'search', params: { hitsPerPage: 20, ...params, query } },
    ]);
    const ms = performance.now() - start;
    const files = session.downloads.slice(before);
    out.push({ query, ms, files, gzip: files.reduce((t, f) => t + f.gzip, 0), hits: results[0].nbHits });
  }
  const times = out.map((q) => q.ms);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), queries: out };
}

/** Runs `queries` from a cold start, then again warm: what the first query downloads and the latency of both passes. */
export async function measureQueries(
  files: ReadonlyMap<string, string>,
  queries: readonly string[],
  params: SearchParams = {},
): Promise<{ first: QueryMeasure | null; cold: QueryPass; warm: QueryPass }> {
  const session = createFileClient(files);
  const cold = await pass(session, queries, params);
  const warm = await pass(session, queries, params);
  return { first: cold.queries[0] ?? null, cold, warm };
}
