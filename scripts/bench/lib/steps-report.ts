import { ms } from './format';
import type { OutputStepResult } from './results';

/** The report's "What the output steps gain" section: mobile LCP per route with each combination of steps. */
export function outputStepsSection(results: readonly OutputStepResult[]): string[] {
  const combos = [...new Set(results.map((r) => r.steps.join(' + ') || 'none'))];
  const routes = [...new Set(results.map((r) => r.route))];
  const cell = (route: string, combo: string) => {
    const r = results.find((x) => x.route === route && (x.steps.join(' + ') || 'none') === combo);
    return r ? `${ms(r.metrics.lcp)} (FCP ${ms(r.metrics.fcp)}, TBT ${ms(r.metrics.tbt)})` : '–';
  };
  return [
    '## What the output steps gain',
    '',
    `The site built once without the page-level steps of \`scripts/next-output/\` (\`NEXT_OUTPUT_STEPS=none\`), then each combination applied to a copy of that export; mobile Lighthouse LCP (medians of ${results[0]?.runs ?? 0} runs) through the same compressing server. A step is kept only if it lowers what readers feel.`,
    '',
    `| Route | ${combos.join(' | ')} |`,
    `| --- | ${combos.map(() => '---').join(' | ')} |`,
    ...routes.map((route) => `| \`${route}\` | ${combos.map((c) => cell(route, c)).join(' | ')} |`),
    '',
  ];
}
