import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Gzipped size at zlib's default level, as a static host compressing on the fly would send it. */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}

/** Text files a static host would compress (the site server compresses them; the benchmark precompresses them). */
export const COMPRESSIBLE = /\.(html|js|css|json|txt|svg|xml|md|yaml|webmanifest)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling next to every compressible file of `dir` that is
 * at least `minBytes` long, the way static hosts serve an exported site. Returns how many files it
 * compressed. `brotliQuality` 11 is the smallest (the benchmark's); the site server compresses at 6, which
 * comes close to the higher qualities' size in a small part of their time.
 */
export function precompress(dir: string): number {
  const minBytes = 256;
  const brotliQuality = 11;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < minBytes) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    );
    count++;
  }
  return count;
}
