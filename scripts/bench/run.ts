// npm run bench: builds the site cold, measures it served on 127.0.0.1 like a static host, and writes
// bench/results.json and bench/results.md. Its parts and options are described in docs/performance.md.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { renderReport } from './lib/report';
import type { BenchResults } from './lib/results';
import { coldBuild } from './build';
import { measureFloor } from './floor';
import { runLighthouse } from './lighthouse';
import { runScale } from './scale';
import { runApiScale } from './api-scale';
import { browserLatency, firstKeystroke, indexSize, nodeLatency } from './search';
import { firstPress } from './first-press';
import { serve } from './serve';
import { serverLoad } from './server-load';
import { measureWeights } from './weight';
import { measureOutputSteps } from './output-steps';

const PARTS = [
  'build',
  'weight',
  'lighthouse',
  'search',
  'press',
  'server',
  'scale',
  'api-scale',
  'floor',
  'steps',
] as const;
type Part = (typeof PARTS)[number];

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

function tryExec(command: string): string | undefined {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

async function main() {
  const only = option('only')?.split(',') ?? [...PARTS];
  const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`Unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  const want = (p: Part) => only.includes(p);
  const runs = Number(option('runs') ?? 3);
  const sizes = (option('scale') ?? '200,2000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const keystrokeRuns = Number(option('keystroke-runs') ?? 7);
  const pressRuns = Number(option('press-runs') ?? 9);

  mkdirSync('bench/tmp', { recursive: true });
  // Parts not run this time keep their previous numbers, so a partial run updates the report.
  const previous: Partial<BenchResults> = existsSync('bench/results.json')
    ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults)
    : {};
  const results: BenchResults = {
    ...previous,
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.versions.node,
      chromium: tryExec(`${process.env.CHROME_PATH || '/usr/bin/chromium'} --version`)?.replace(/^Chromium\s*/, ''),
      commit: tryExec('git rev-parse --short HEAD'),
    },
  };

  const needsSite = PARTS.some((p) => p !== 'floor' && p !== 'scale' && p !== 'api-scale' && p !== 'steps' && want(p));
  if (want('build') || (needsSite && !existsSync('out'))) {
    console.log('bench: cold build…');
    const build = await coldBuild();
    if (!build.ok) throw new Error('The build failed');
    results.build = build;
    console.log(
      `bench: build ${(build.wallMs / 1000).toFixed(1)} s, peak ${(build.peakRssBytes / 2 ** 20).toFixed(0)} MiB`,
    );
  }

  const server =
    want('weight') || want('lighthouse') || want('search') || want('press') ? await serve('out') : undefined;
  try {
    if (server && want('weight')) {
      console.log('bench: page weight…');
      results.weights = await measureWeights(server.origin);
    }
    if (server && want('lighthouse')) {
      console.log('bench: lighthouse…');
      results.lighthouse = await runLighthouse(server.origin, runs);
    }
    if (server && want('search')) {
      console.log('bench: search…');
      results.search = {
        index: indexSize('out'),
        node: await nodeLatency('out'),
        browser: await browserLatency(server.origin),
        keystroke: [
          await firstKeystroke(server.origin, 'idle', keystrokeRuns),
          await firstKeystroke(server.origin, 'hydrated', keystrokeRuns),
        ],
      };
      console.log(
        `bench: first keystroke median ${results.search.keystroke.map((k) => `${k.mode} ${k.medianMs.toFixed(0)} ms`).join(', ')}`,
      );
    }
    if (server && want('press')) {
      console.log('bench: first press…');
      results.press = await firstPress(server.origin, pressRuns);
      console.log(
        `bench: first press p95 ${results.press.map((p) => `${p.control} ${p.p95Ms.toFixed(0)} ms`).join(', ')}`,
      );
    }
  } finally {
    await server?.stop();
  }
  if (want('floor')) {
    results.floor = await measureFloor(runs);
    const home = results.floor.weights?.find((w) => w.route === '/');
    console.log(
      `bench: floor JS ${((home?.js.gzip ?? 0) / 1024).toFixed(1)} KiB gz, ${home?.requests ?? 0} requests; mobile LCP ${results.floor.lighthouse?.find((l) => l.preset === 'mobile')?.metrics.lcp.toFixed(0) ?? '?'} ms`,
    );
  }
  if (want('server')) {
    console.log('bench: static server under load…');
    const copy = await serve('out', 'bench/tmp/served-load');
    await copy.stop();
    results.server = await serverLoad('bench/tmp/served-load');
    console.log(
      `bench: ${results.server.map((s) => `${s.server} ${s.requestsPerSecond.toFixed(0)} req/s, ${s.errors} errors`).join('; ')}`,
    );
  }
  if (want('steps')) results.outputSteps = await measureOutputSteps(runs);
  if (want('scale') && sizes.length) results.scale = await runScale(sizes);
  if (want('api-scale')) results.apiScale = await runApiScale(Number(option('api-operations') ?? 1000));

  // Which run each part's numbers come from: a part not run now keeps its stamp, or the last full run's.
  const earlier = { date: previous.date ?? results.date, commit: previous.machine?.commit };
  const stamp = { date: results.date, commit: results.machine.commit };
  results.stamps = Object.fromEntries(
    PARTS.map((part) => [part, want(part) ? stamp : (previous.stamps?.[part] ?? earlier)]),
  );

  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/results.md', renderReport(results));
  console.log('bench: wrote bench/results.json and bench/results.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
