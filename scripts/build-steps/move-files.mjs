// @ts-check
// A part of `npm run build`'s last step (scripts/finish-export.ts): the Markdown twins, exported under
// /markdown-export/, move to their own addresses.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Moves every file under `from` to the same place under `to`, then removes `from`. Refuses before moving anything
 * when a file would replace one in `to`, as two steps of the build would then have written the same path.
 * @param {string} from
 * @param {string} to
 * @returns {number}
 */
export function moveFilesInto(from, to) {
  if (!existsSync(from)) return 0;
  const files = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(from.length + 1))
    .sort();
  const clashes = files.filter((rel) => existsSync(join(to, rel)));
  if (clashes.length) {
    const list = `${clashes.slice(0, 10).join(', ')}${clashes.length > 10 ? ` and ${clashes.length - 10} more` : ''}`;
    throw new Error(`Moving ${from} would replace files of the export: ${list}`);
  }
  for (const rel of files) {
    mkdirSync(dirname(join(to, rel)), { recursive: true });
    renameSync(join(from, rel), join(to, rel));
  }
  rmSync(from, { recursive: true, force: true });
  return files.length;
}
