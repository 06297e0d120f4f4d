// @ts-check
// A part of `npm run build`'s last step (scripts/finish-export.ts): the Markdown twins, exported under
// /markdown-export/, and the site's files, exported under /site-files/, move to their own addresses.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Moves every file under `from` to the same place under `to`, then removes `from`. Refuses before moving anything
 * when a file would replace one in `to`, as two steps of the build would then have written the same path; with
 * `keepExisting`, the file of `to` stays instead, and the callback is told which ones were not moved.
 * @param {string} from
 * @param {string} to
 * @param {(kept: string[]) => void} [keepExisting]
 * @returns {number}
 */
export function moveFilesInto(from, to, keepExisting) {
  if (!existsSync(from)) return 0;
  const files = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(from.length + 1))
    .sort();
  const clashes = files.filter((rel) => existsSync(join(to, rel)));
  if (clashes.length && keepExisting) keepExisting(clashes);
  else if (clashes.length) {
    const list = `${clashes.slice(0, 10).join(', ')}${clashes.length > 10 ? ` and ${clashes.length - 10} more` : ''}`;
    throw new Error(`Moving ${from} would replace files of the export: ${list}`);
  }
  const moved = files.filter((rel) => !clashes.includes(rel));
  for (const rel of moved) {
    mkdirSync(dirname(join(to, rel)), { recursive: true });
    renameSync(join(from, rel), join(to, rel));
  }
  rmSync(from, { recursive: true, force: true });
  return moved.length;
}
