// A step of `npm run build` (scripts/finish-export.ts, on the build's staging folder): moves each page's Markdown twin from where the build writes it
// (out/markdown-export/quickstart/installation.md, by scripts/side-files.ts) to its
// place next to the page (out/quickstart/installation.md), then removes out/markdown-export/.
// Under `next dev` a route handler serves them (app/markdown-export/[...path]/route.dev.ts), and a route
// handler cannot live beside the [[...slug]] page at the site root, hence the folder; the dev server maps the
// twins' URLs to it with a rewrite (next.config.mjs).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder of the export the twins are written to before they are placed. */
export const MARKDOWN_EXPORT_DIR = 'markdown-export';

/** Moves out/markdown-export/** to out/**; refuses to replace a file the build already wrote there. Returns the moved site paths. */
export function placeMarkdown(outDir: string): string[] {
  const from = join(outDir, MARKDOWN_EXPORT_DIR);
  if (!existsSync(from)) return [];
  // Paths relative to `from`, files only, sorted so that messages and the returned list are stable.
  const files = readdirSync(from, { recursive: true, encoding: 'utf8' })
    .filter((rel) => statSync(join(from, rel)).isFile())
    .sort();
  const clashes = files.filter((rel) => existsSync(join(outDir, rel)));
  if (clashes.length) throw new Error(`Markdown twins would replace files of the build: ${clashes.join(', ')}`);
  const moved = files.map((rel) => {
    mkdirSync(dirname(join(outDir, rel)), { recursive: true });
    renameSync(join(from, rel), join(outDir, rel));
    return `/${rel.split('\\').join('/')}`;
  });
  rmSync(from, { recursive: true, force: true });
  return moved;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const moved = placeMarkdown(process.argv[2] ?? 'out');
  console.log(`Placed ${moved.length} Markdown files next to their pages`);
}
