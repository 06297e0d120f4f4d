// The floor: bench/floor/, a one-page App Router site, built by the project's own `next` and measured like the site, so
// the report can give each site figure as a ratio to it (scripts/bench/lib/floor.ts). It is built in bench/tmp/floor/:
// inside the project so the same installed packages are used, outside every folder the site's own tools read.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FloorResult } from './lib/results';
import { runLighthouse } from './lighthouse';
import { serve } from './serve';
import { measureWeights } from './weight';

export const FLOOR_TEMPLATE = 'bench/floor';
export const FLOOR_DIR = 'bench/tmp/floor';
export const FLOOR_ROUTES = ['/', '/second'] as const;

const nextCli = join('node_modules', 'next', 'dist', 'bin', 'next');

/** Builds the floor with the project's `next` into `${FLOOR_DIR}/out`; returns the build time and Next's version. */
export async function buildFloor(): Promise<{ wallMs: number; next: string; outDir: string }> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  cpSync(FLOOR_TEMPLATE, FLOOR_DIR, { recursive: true });
  // Only what any Next build reads from the environment: the site's own variables (CONTENT_DIR,
  // DOCS_ROOT, BASE_URL…) mean nothing to the floor and must not change it.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const start = performance.now();
  const child = spawn(process.execPath, [resolve(nextCli), 'build', resolve(FLOOR_DIR)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) {
    console.error(log.slice(-4000));
    throw new Error(`The floor build failed (exit code ${code})`);
  }
  const next = (JSON.parse(readFileSync(join('node_modules', 'next', 'package.json'), 'utf8')) as { version: string })
    .version;
  return { wallMs: performance.now() - start, next, outDir: join(FLOOR_DIR, 'out') };
}

/** Builds the floor and measures it as the site is measured: page weight of both routes, Lighthouse of `/`. */
export async function measureFloor(
  lighthouseRuns: number,
  parts = { weight: true, lighthouse: true },
): Promise<FloorResult> {
  console.log('bench: floor build…');
  const build = await buildFloor();
  console.log(`bench: floor built with next ${build.next} in ${(build.wallMs / 1000).toFixed(1)} s`);
  const server = await serve(build.outDir, 'bench/tmp/served-floor');
  try {
    const result: FloorResult = { next: build.next, buildMs: build.wallMs };
    if (parts.weight) result.weights = await measureWeights(server.origin, FLOOR_ROUTES, { ourSite: false });
    if (parts.lighthouse) result.lighthouse = await runLighthouse(server.origin, lighthouseRuns, ['/']);
    return result;
  } finally {
    await server.stop();
  }
}
