// `npm run build`: `next build` in two processes, one after the other, writing the same out/ as a
// single `next build`.
//
// 1. `--experimental-build-mode=compile` bundles the site with Turbopack (about 800 MiB here).
// 2. `--experimental-build-mode=generate` renders every page and route file into out/ (about 650 MiB).
//
// In one process the Turbopack compiler's memory is still held while the pages render, so the peak is
// their sum (about 1.15 GiB); split, the peak is the larger of the two. See bench/results.md.
//
// Between the steps the prerender manifest left by the compile step (it lists no routes yet) is
// removed. Next 16 `require`s that manifest during generation and again when it copies the rendered
// routes to out/; Node caches the first read, so a stale file would leave out/ without a single page.
// The check at the end fails the build if out/ lacks any route the manifest lists.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { missingRoutes } from './missing-routes.mjs';

const extraArgs = process.argv.slice(2);

// Plain Node and Next's own CLI (no tsx or npx process), so nothing else holds memory beside the build.
const nextCli = join('node_modules', 'next', 'dist', 'bin', 'next');

/** @param {'compile' | 'generate'} mode */
function nextBuild(mode) {
  const result = spawnSync(process.execPath, [nextCli, 'build', `--experimental-build-mode=${mode}`, ...extraArgs], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const distDir = '.next';
nextBuild('compile');
rmSync(join(distDir, 'prerender-manifest.json'), { force: true });
nextBuild('generate');

const missing = missingRoutes('out', join(distDir, 'prerender-manifest.json'));
if (missing.length) {
  console.error(`The build rendered these routes but out/ has no file for them: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`);
  process.exit(1);
}
