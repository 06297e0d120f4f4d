// The page-level output steps, applied to every exported page in one pass (rewrite-html.ts). scripts/finish-export.ts
// runs both; the benchmark's `steps` part runs each alone on a copy of an export made without them, to measure what
// each gains (bench/results.md, "What the output steps gain").
import { inlineStylesheets, stylesheetReader } from './inline-css';
import { paintFirst } from './paint-first';
import { rewriteHtmlFiles } from './rewrite-html';

export const OUTPUT_STEPS = ['inline-css', 'paint-first'] as const;
export type OutputStep = (typeof OUTPUT_STEPS)[number];

/** Applies `steps` to the pages under `dir`; returns how many pages changed and how many stylesheets were deferred. */
export function applyOutputSteps(
  dir: string,
  steps: readonly OutputStep[] = OUTPUT_STEPS,
): { pages: number; deferred: number } {
  const readCss = stylesheetReader(dir);
  let deferred = 0;
  const pages = rewriteHtmlFiles(dir, (html) => {
    let out = html;
    if (steps.includes('inline-css')) {
      const styled = inlineStylesheets(out, readCss);
      deferred += styled.deferred;
      out = styled.html;
    }
    return steps.includes('paint-first') ? paintFirst(out).html : out;
  });
  return { pages, deferred };
}

/** The steps named by `NEXT_OUTPUT_STEPS` (comma-separated, or `none`); all of them when it is unset. */
export function stepsFromEnv(value: string | undefined): OutputStep[] {
  if (value === undefined) return [...OUTPUT_STEPS];
  const names = value === 'none' ? [] : value.split(',').filter(Boolean);
  const unknown = names.filter((n) => !(OUTPUT_STEPS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`NEXT_OUTPUT_STEPS: unknown step ${unknown.join(', ')}`);
  return names as OutputStep[];
}
