import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** The files of the site's local search index: their paths under out/, and each one's text by path. */
export interface IndexFiles {
  paths: readonly string[];
  read(path: string): string | undefined;
}

const PATHS_FILE = 'paths.json';

/** Files held in memory (`next dev`, the unit tests). */
export function inMemory(files: ReadonlyMap<string, string>): IndexFiles {
  return { paths: [...files.keys()], read: (path) => files.get(path) };
}

/**
 * What the index is made from, as one key: the same records and options give the same files. Records are hashed one
 * by one, so no text of them all is held at once.
 */
export function indexKey(records: readonly unknown[], options: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const record of records) hash.update('\n').update(JSON.stringify(record));
  return hash.digest('hex').slice(0, 32);
}

/**
 * The index's files kept on disk under `store`/`key`, written by the first process of a build that needs them and
 * read by the others, so a render worker holds only their paths while it exports thousands of pages.
 */
export function stored(store: string, key: string, build: () => ReadonlyMap<string, string>): IndexFiles {
  const dir = join(store, key);
  let paths = readPaths(dir);
  if (!paths) {
    // In `npm run build` the content check made the index a moment ago: another key means it read other records,
    // and this process now makes (and holds, while it does) the whole index again.
    const others = otherKeys(store, dir);
    if (others.length) {
      console.warn(
        `[docs] the search index in ${store} was made from other records (${others.join(', ')}); making it again here`,
      );
    }
    const files = build();
    writeWhole(store, dir, files);
    paths = [...files.keys()];
  }
  const inside = new Set(paths);
  return {
    paths,
    read: (path) => (inside.has(path) ? readFileSync(join(dir, path), 'utf8') : undefined),
  };
}

/** The keys in the store besides `dir`'s (folders being written by other processes left out). */
function otherKeys(store: string, dir: string): string[] {
  try {
    return readdirSync(store).filter((name) => !name.endsWith('.tmp') && join(store, name) !== dir);
  } catch {
    return [];
  }
}

function readPaths(dir: string): string[] | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, PATHS_FILE), 'utf8')) as string[];
  } catch {
    return undefined;
  }
}

/** Written into a folder of its own, then renamed: a reader never sees half an index. Older keys are removed. */
function writeWhole(store: string, dir: string, files: ReadonlyMap<string, string>): void {
  const partial = `${dir}.${process.pid}-${threadId}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(partial, path)), { recursive: true });
    writeFileSync(join(partial, path), text);
  }
  writeFileSync(join(partial, PATHS_FILE), JSON.stringify([...files.keys()]));
  for (const name of otherKeys(store, dir)) rmSync(join(store, name), { recursive: true, force: true });
  try {
    renameSync(partial, dir);
  } catch {
    // Another process of this build wrote the same key first: its files are these.
    rmSync(partial, { recursive: true, force: true });
  }
}
