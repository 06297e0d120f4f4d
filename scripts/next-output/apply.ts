// The page-level output step of scripts/finish-export.ts; the benchmark's `steps` part runs the export with and
// without it to measure what it gains.
import { loadsBeforePaint, paintFirst } from './paint-first';
import { rewriteHtmlFiles } from './rewrite-html';

export const OUTPUT_STEPS = ['paint-first'] as const;
export type OutputStep = (typeof OUTPUT_STEPS)[number];

/**
 * Applies `steps` to the pages under `dir`; returns how many pages changed. Throws, naming the pages, when
 * paint-first leaves any page loading Next's chunks before its first paint: Next's HTML has changed under it.
 */
export function applyOutputSteps(dir: string, steps: readonly OutputStep[] = OUTPUT_STEPS): { pages: number } {
  if (!steps.includes('paint-first')) return { pages: 0 };
  const left: string[] = [];
  const pages = rewriteHtmlFiles(dir, (html, file) => {
    const rewritten = paintFirst(html).html;
    const reasons = loadsBeforePaint(rewritten);
    if (reasons.length) left.push(`${file} (${reasons[0]})`);
    return rewritten;
  });
  if (left.length) {
    const list = `${left.slice(0, 10).join('\n  ')}${left.length > 10 ? `\n  and ${left.length - 10} more` : ''}`;
    throw new Error(
      `paint-first left ${left.length} page(s) loading Next's scripts before the first paint ` +
        `(see scripts/next-output/README.md, A2):\n  ${list}`,
    );
  }
  return { pages };
}

/** The steps named by `NEXT_OUTPUT_STEPS` (comma-separated, or `none`); all of them when it is unset. */
export function stepsFromEnv(value: string | undefined): OutputStep[] {
  if (value === undefined) return [...OUTPUT_STEPS];
  const names = value === 'none' ? [] : value.split(',').filter(Boolean);
  const unknown = names.filter((n) => !(OUTPUT_STEPS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`NEXT_OUTPUT_STEPS: unknown step ${unknown.join(', ')}`);
  return names as OutputStep[];
}
