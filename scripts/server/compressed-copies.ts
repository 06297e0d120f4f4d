// Compressed copies made on first request, since the export holds plain files as any static host takes them. Each
// copy is a real file (so `send` handles Range and ETag), named by the source's path, size and time so that a rebuilt
// file gets a new copy, and dated like its source so Last-Modified stays the page's.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings served, in order of preference, with the suffix of a precompressed sibling or copy. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

/** Files smaller than this are sent as they are: the headers would outweigh the saving. */
export const MIN_COMPRESSED_BYTES = 256;

/** Close to the higher qualities' size in a small part of their time. */
const BROTLI_QUALITY = 6;

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}

export interface CompressedCopies {
  /** The folder the copies are written to. */
  readonly dir: string;
  /**
   * The name (inside `dir`) of `file` compressed with `encoding`, made on first use; undefined when the file
   * is too small, is gone, or could not be compressed (the caller then sends it as it is).
   */
  copyOf(file: string, encoding: Encoding): Promise<string | undefined>;
  /** Removes the folder and everything in it. */
  dispose(): void;
}

/** A folder of compressed copies (under the system's temporary folder unless `parent` is given). */
export function compressedCopies(parent: string = tmpdir()): CompressedCopies {
  const dir = mkdtempSync(join(parent, 'ra-aid-docs-serve-'));
  // One compression per copy at a time: concurrent requests for the same file wait for the same promise.
  const pending = new Map<string, Promise<string | undefined>>();
  // A rebuilt file's older copy is deleted when its new one is made, so rebuilds do not fill the folder.
  const newest = new Map<string, string>();

  const make = async (file: string, slot: string, name: string, encoding: Encoding, mtime: number) => {
    const body = readFileSync(file);
    const compressed = await compress(body, encoding);
    // A long-running server's temporary folder may have been cleaned away (tmp cleaners): make it again.
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `${name}.${process.pid}.tmp`);
    writeFileSync(temp, compressed);
    utimesSync(temp, mtime, mtime);
    renameSync(temp, join(dir, name));
    const older = newest.get(slot);
    newest.set(slot, name);
    if (older && older !== name) rmSync(join(dir, older), { force: true });
    return name;
  };

  return {
    dir,
    copyOf(file, encoding) {
      let stats;
      try {
        stats = statSync(file);
      } catch {
        return Promise.resolve(undefined);
      }
      if (!stats.isFile() || stats.size < MIN_COMPRESSED_BYTES) return Promise.resolve(undefined);
      const key = createHash('sha1').update(`${file}\0${stats.size}\0${stats.mtimeMs}`).digest('hex');
      const name = `${key}${ENCODINGS.find((e) => e.name === encoding)!.suffix}`;
      const slot = `${file}\0${encoding}`;
      // The copy is checked on disk too: a cleaner of temporary files may have removed it.
      if (newest.get(slot) === name && existsSync(join(dir, name))) return Promise.resolve(name);
      let result = pending.get(name);
      if (!result) {
        result = make(file, slot, name, encoding, stats.mtimeMs / 1000)
          .catch(() => undefined)
          .finally(() => pending.delete(name));
        pending.set(name, result);
      }
      return result;
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
