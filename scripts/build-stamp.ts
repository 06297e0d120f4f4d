import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from '../lib/fs/walk';

export const STAMP_FILE = '.build-stamp.json';

/** Inputs whose change makes out/ stale. */
export const BUILD_INPUTS = ['content', 'openapi', 'app', 'components', 'lib', 'public', 'site.config.mjs', 'next.config.mjs', 'package-lock.json'];

export interface Stamp {
  builtAt: number;
  baseUrl: string;
}

export function readStamp(outDir: string): Stamp | undefined {
  const file = join(outDir, STAMP_FILE);
  if (!existsSync(file) || !existsSync(join(outDir, 'index.html'))) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** Newest modification time among the build inputs under `root`. */
export function newestInput(root: string): number {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    const p = join(root, input);
    if (!existsSync(p)) continue;
    const files = statSync(p).isDirectory() ? walkFiles(p) : [p];
    for (const f of files) newest = Math.max(newest, statSync(f).mtimeMs);
  }
  return newest;
}

/** Why out/ must be rebuilt, or null when it is up to date for this base URL. */
export function staleReason(root: string, outDir: string, baseUrl: string): string | null {
  const stamp = readStamp(outDir);
  if (!stamp) return 'out/ is missing';
  if (stamp.baseUrl !== baseUrl) return `out/ was built for base URL ${stamp.baseUrl}`;
  if (newestInput(root) > stamp.builtAt) return 'sources changed since the last build';
  return null;
}
