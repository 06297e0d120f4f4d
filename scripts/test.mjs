// `npm test`: every test stage in turn, each stage's wall time printed as it ends and again in a summary, so a slow
// CI run shows where its time went. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

/** The stages, in order: [npm script, what it runs]. */
const STAGES = [
  ['test:unit', 'unit tests (Vitest)'],
  ['test:build', 'failing-build and contract tests (real builds)'],
  ['test:e2e-builds', 'the sites the end-to-end tests serve'],
  ['test:mcp', 'docs MCP server over the built out/'],
  ['test:playwright', 'end-to-end tests (Playwright) over the built sites'],
  ['test:dev', 'end-to-end tests over next dev'],
];

const only = process.argv.slice(2);
const stages = only.length ? STAGES.filter(([script]) => only.includes(script)) : STAGES;
/** @type {[string, number, string][]} */
const done = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function summary() {
  console.log('\nTest stages:');
  for (const [script, ms, result] of done) console.log(`  ${script.padEnd(18)} ${seconds(ms).padStart(7)}  ${result}`);
  console.log(`  ${'total'.padEnd(18)} ${seconds(Date.now() - started).padStart(7)}`);
}

for (const [script, what] of stages) {
  console.log(`\n=== ${script}: ${what}`);
  const t0 = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const ms = Date.now() - t0;
  const ok = result.status === 0;
  done.push([script, ms, ok ? 'passed' : `failed (exit ${result.status ?? result.signal})`]);
  console.log(`=== ${script}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
  if (!ok) {
    summary();
    process.exit(result.status || 1);
  }
}
summary();
