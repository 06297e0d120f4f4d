// Next writes each page's RSC payload twice in a static export: `{route}.txt` and `{route}/__next._full.txt`,
// byte for byte the same. Its client only ever requests the first (it fetches `{route}.txt` to navigate and the
// `__next.{segment}.txt` files to prefetch; Next 16.4's client code has no reference to the `_full` segment), so
// the build removes the second (a step of scripts/finish-export.ts).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The route payload `{route}.txt` that a `__next._full.txt` (path relative to the export, with `/`) repeats. */
export function routePayloadOf(fullPath: string): string {
  const folder = fullPath.slice(0, -'__next._full.txt'.length).replace(/\/$/, '');
  return folder ? `${folder}.txt` : 'index.txt';
}

/**
 * Deletes each `__next._full.txt` that is byte for byte its route's `{route}.txt`: Next writes both, and in a
 * static export its client only ever requests the `.txt` (see above). A `_full` file that differs from its
 * route payload, or has none, is kept. Returns the relative paths removed.
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
