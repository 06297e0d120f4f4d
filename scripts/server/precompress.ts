import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Gzipped size at zlib's default level, as a static host compressing on the fly would send it. */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}

/** Text files a static host would compress (the site server compresses them; the benchmark precompresses them). */
export const COMPRESSIBLE = /\.(html|js|css|json|txt|svg|xml|md|yaml|webmanifest)$/;

/** Writes `.br` and `.gz` siblings of the compressible files, as static hosts serve an export; returns their count. */
export function precompress(dir: string): number {
  const minBytes = 256;
  // 11 is brotli's smallest output (the benchmark's); the site server compresses at 6.
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
