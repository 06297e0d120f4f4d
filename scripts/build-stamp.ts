import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { formatTime, STAMP_FILE } from './build-steps/out-swap.mjs';

export { STAMP_FILE };

/** Inputs whose change makes out/ stale. */
export const BUILD_INPUTS = [
  'content',
  'versioned_docs',
  'versions.json',
  'openapi',
  'app',
  'components',
  'lib',
  'public',
  'site.config.mjs',
  'next.config.mjs',
  'package-lock.json',
];

export interface Stamp {
  builtAt: number;
  baseUrl: string;
}

/** Records when the build in `outDir` was made and for which base URL; the last thing a build writes. */
export function writeStamp(outDir: string, baseUrl: string, now = Date.now()): void {
  writeFileSync(join(outDir, STAMP_FILE), JSON.stringify({ builtAt: now, baseUrl } satisfies Stamp));
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
    // Below a folder, dot-entries are left out: editors' swap and lock files (a lock file can be a dangling link).
    const entries = statSync(p).isDirectory()
      ? readdirSync(p, { recursive: true, encoding: 'utf8' })
          .filter((rel) => !rel.split(sep).some((part) => part.startsWith('.')))
          .map((rel) => join(p, rel))
      : [p];
    for (const entry of entries) {
      const stats = statSync(entry);
      if (stats.isFile()) newest = Math.max(newest, stats.mtimeMs);
    }
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

/**
 * What `npm start` does when its build failed: serve the last good build in out/ with a warning (at the base URL
 * it was built for), or stop when there is none.
 */
export function afterFailedBuild(
  stamp: Stamp | undefined,
  baseUrl: string,
): { serve: true; base: string; warning: string } | { serve: false; error: string } {
  if (!stamp)
    return {
      serve: false,
      error: 'The build failed and there is no earlier build to serve; fix the errors above and run npm start again.',
    };
  const other =
    stamp.baseUrl !== baseUrl ? ` It was built for the base URL ${stamp.baseUrl}, so it is served there.` : '';
  const warning = `Warning: the build failed; serving the last good build, from ${formatTime(new Date(stamp.builtAt))}.${other} Fix the errors above and run npm start again.`;
  return { serve: true, base: stamp.baseUrl, warning };
}
