import type { ApiScaleResult } from './results';

/** Largest API page HTML issue 39 allows. */
export const API_PAGE_HTML_TARGET_BYTES = 300 * 1024;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The "API scale" section of bench/results.md. */
export function apiScaleSection(x: ApiScaleResult): string[] {
  const pageMark = x.apiHtmlMaxBytes < API_PAGE_HTML_TARGET_BYTES ? '✓' : '✗';
  return [
    '',
    '## API scale',
    '',
    `A synthetic OpenAPI 3.1 document (\`scripts/bench/lib/synthetic-openapi.ts\`: resources of five operations, schemas nested six levels with shared components) built cold as a docs version of its own (\`--only=api-scale\`, \`--api-operations=${x.operations}\`). Its API pages are the operations and the overview (\`synthetic-api\`, which lists every operation). Target: every API page under 300 KB of HTML.`,
    '',
    '| Operations | API pages | Build | Peak memory | out/ size | API page HTML (median) | API page HTML (largest) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${x.operations} | ${x.apiPages} | ${(x.build.wallMs / 1000).toFixed(1)} s | ${mib(x.build.peakRssBytes)} | ${mib(x.outBytes)} | ${kb(x.apiHtmlMedianBytes)} | ${kb(x.apiHtmlMaxBytes)} ${pageMark} |`,
    ...(x.apiHtmlLargest?.length
      ? ['', `Largest pages: ${x.apiHtmlLargest.map((p) => `\`${p.page}\` ${kb(p.bytes)}`).join(', ')}.`]
      : []),
    ...(x.nestedFieldsPages
      ? [
          '',
          `Nested-fields pages (an operation's large folds, which its page loads when one opens; not counted above): ${x.nestedFieldsPages}, the largest ${kb(x.nestedFieldsHtmlMaxBytes ?? 0)}.`,
        ]
      : []),
  ];
}
