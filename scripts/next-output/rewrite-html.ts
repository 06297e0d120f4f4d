// The page-level steps (apply.ts) are functions of the page's text, so each HTML file is read once and written at
// most once.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Applies `rewrite` to each `.html` file under `dir` (with its path relative to `dir`); returns how many changed. */
export function rewriteHtmlFiles(dir: string, rewrite: (html: string, file: string) => string): number {
  let changed = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(dir, file);
    const before = readFileSync(path, 'utf8');
    const after = rewrite(before, file);
    if (after === before) continue;
    writeFileSync(path, after);
    changed += 1;
  }
  return changed;
}
