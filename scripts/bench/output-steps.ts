// npm run bench, part `steps`: what each output step of scripts/next-output/ gains, each combination applied to a copy
// of an export built without them. out/ is put back as it was.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { applyOutputSteps, type OutputStep } from '../next-output/apply';
import { coldBuild } from './build';
import { LCP_ROUTES } from './lib/floor';
import type { OutputStepResult } from './lib/results';
import { runLighthouse } from './lighthouse';
import { serve } from './serve';

const DIR = 'bench/tmp/output-steps';
const COMBINATIONS: OutputStep[][] = [[], ['paint-first']];

export async function measureOutputSteps(runs: number): Promise<OutputStepResult[]> {
  rmSync(DIR, { recursive: true, force: true });
  const kept = `${DIR}-kept-out`;
  if (existsSync('out')) renameSync('out', kept);
  try {
    console.log('bench: build without the output steps…');
    const build = await coldBuild({ NEXT_OUTPUT_STEPS: 'none' });
    if (!build.ok) throw new Error('The build without output steps failed');
    cpSync('out', `${DIR}/raw`, { recursive: true });
  } finally {
    rmSync('out', { recursive: true, force: true });
    if (existsSync(kept)) renameSync(kept, 'out');
  }
  const results: OutputStepResult[] = [];
  for (const steps of COMBINATIONS) {
    const name = steps.join('+') || 'none';
    const dir = `${DIR}/${name}`;
    cpSync(`${DIR}/raw`, dir, { recursive: true });
    applyOutputSteps(dir, steps);
    const server = await serve(dir, `${DIR}/served`);
    try {
      for (const l of await runLighthouse(server.origin, runs, LCP_ROUTES, ['mobile'])) {
        results.push({ steps, route: l.route, runs: l.runs, metrics: l.metrics });
      }
    } finally {
      await server.stop();
    }
    console.log(`bench: output steps ${name} measured`);
  }
  return results;
}
