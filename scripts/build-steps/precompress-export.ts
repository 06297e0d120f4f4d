// The `.br` / `.gz` siblings of the export (a step of scripts/finish-export.ts), written for the site server
// (scripts/server/server.ts), which sends them to clients that accept them.
//
// What makes it cheaper than compressing every text file one after the other (lib/compress/precompress.ts,
// which the benchmark still uses for its own copies at brotli quality 11):
// - Identical files are compressed once. Next writes each page's RSC payload twice (`{route}.txt` and
//   `{route}/__next._full.txt`, byte for byte the same), and every page of a version carries the same root
//   layout segment (`__next._index.txt`): at 2,000 pages that is thousands of copies of one file.
// - `__next._full.txt` gets no siblings: in a static export Next's client never requests it (it fetches
//   `{route}.txt` to navigate and the `__next.{segment}.txt` files to prefetch; Next 16.4's client code has no
//   reference to the `_full` segment). Were it ever requested, the server would send it uncompressed.
// - Compression runs on zlib's thread pool, a few files at a time, so both cores work.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../../lib/compress/precompress';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** RSC files of the export that no client requests (see above): left without compressed siblings. */
export const NEVER_REQUESTED = /(^|\/)__next\._full\.txt$/;

export interface PrecompressOptions {
  /** Files smaller than this are sent as they are (the headers would outweigh the saving). Default 256. */
  minBytes?: number;
  /** Brotli quality; 6 is within about 1 % of 9 at a tenth of the time. Default 6. */
  brotliQuality?: number;
  /** gzip level (for clients without brotli). Default 9. */
  gzipLevel?: number;
  /** Files compressed at the same time. Default 4 (zlib's thread pool size). */
  concurrency?: number;
}

export interface PrecompressReport {
  /** Files that got `.br` and `.gz` siblings. */
  files: number;
  /** Of those, how many were compressed (the rest reused the result of an identical file). */
  compressed: number;
  /** Text files left without siblings because no client requests them. */
  skipped: number;
}

/** Whether a file of the export (path relative to it, with `/`) of `size` bytes gets compressed siblings. */
export function wantsSiblings(relPath: string, size: number, minBytes = 256): boolean {
  return COMPRESSIBLE.test(relPath) && size >= minBytes && !NEVER_REQUESTED.test(relPath);
}

/** Writes `.br` and `.gz` siblings next to the export's text files (see the top of this file). */
export async function precompressExport(dir: string, options: PrecompressOptions = {}): Promise<PrecompressReport> {
  const { minBytes = 256, brotliQuality = 6, gzipLevel = 9, concurrency = 4 } = options;
  const files: { path: string; size: number }[] = [];
  let skipped = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const size = statSync(path).size;
    const rel = relative(dir, path).split(sep).join('/');
    if (wantsSiblings(rel, size, minBytes)) files.push({ path, size });
    else if (NEVER_REQUESTED.test(rel) && size >= minBytes) skipped++;
  }
  // Only files that share their size with another can be identical: those are hashed, and their result is
  // kept until the last file of that size is done, so memory holds a few results, not the whole export's.
  const left = new Map<number, number>();
  for (const f of files) left.set(f.size, (left.get(f.size) ?? 0) + 1);
  const shared = new Map<number, Map<string, Promise<[Buffer, Buffer]>>>();
  for (const [size, count] of left) if (count > 1) shared.set(size, new Map());
  let compressed = 0;
  let written = 0;
  const compress = (body: Buffer): Promise<[Buffer, Buffer]> => {
    compressed++;
    return Promise.all([
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: gzipLevel }),
    ]);
  };
  const one = async ({ path, size }: { path: string; size: number }) => {
    const body = readFileSync(path);
    const group = shared.get(size);
    let result: Promise<[Buffer, Buffer]>;
    if (group) {
      const key = createHash('sha1').update(body).digest('hex');
      result = group.get(key) ?? compress(body);
      group.set(key, result);
    } else result = compress(body);
    const [br, gz] = await result;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    written++;
    const remaining = left.get(size)! - 1;
    left.set(size, remaining);
    if (remaining === 0) shared.delete(size);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await one(files[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { files: written, compressed, skipped };
}

/** The route payload `{route}.txt` that a `__next._full.txt` (path relative to the export, with `/`) repeats. */
export function routePayloadOf(fullPath: string): string {
  const folder = fullPath.slice(0, -'__next._full.txt'.length).replace(/\/$/, '');
  return folder ? `${folder}.txt` : 'index.txt';
}

/**
 * Deletes each `__next._full.txt` that is byte for byte its route's `{route}.txt`: Next writes both, and in a
 * static export its client only ever requests the second (see NEVER_REQUESTED). A `_full` file that differs
 * from its route payload, or has none, is kept. Returns the relative paths removed.
 */
export function removeDuplicateFullPayloads(dir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== '__next._full.txt') continue;
    const full = join(entry.parentPath, entry.name);
    const rel = relative(dir, full).split(sep).join('/');
    const route = join(dir, routePayloadOf(rel));
    if (!existsSync(route) || statSync(route).size !== statSync(full).size) continue;
    if (!readFileSync(route).equals(readFileSync(full))) continue;
    rmSync(full);
    removed.push(rel);
  }
  return removed;
}
