import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The stylesheet of the nested-fields files (app/nested-fields/[...path]/route.ts), which are plain HTML without the
// app's bundled styles: the site's own source stylesheets that draw a schema view and its text, read at build time.
export const dynamic = 'force-static';

const SOURCES = [
  'app/globals.css',
  'components/layout/layout.css',
  'components/layout/page/page.css',
  'components/mdx/markdown.css',
  'components/mdx/code-block.css',
  'components/mdx/admonition.css',
  'components/api/reference.css',
];

export function GET() {
  const css = SOURCES.map((file) => `/* ${file} */\n${readFileSync(join(process.cwd(), file), 'utf8')}`).join('\n');
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}
