// `npm run build`: every step writes into a staging folder that replaces out/ only when all of them succeeded
// (scripts/build-steps/out-swap.mjs), so a failed or interrupted build leaves out/ as it was.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { assetDirOf, buildStoreOf, docsEnv, guideFiles } from '../lib/site/startup.mjs';
import { checkHeapLimitMb, heapLimitMb, readWork, workLine } from './build-steps/heap.mjs';
import { buildDirs, buildWithLastGood, builtAt, failureMessage } from './build-steps/out-swap.mjs';
import { PRERENDER_MANIFEST } from './next-output/missing-routes.mjs';

const extraArgs = process.argv.slice(2);
const root = process.cwd();
const dirs = buildDirs(root);
const distDir = '.next';

// Plain Node and Next's own CLI (no tsx or npx process), so nothing else holds memory beside the build.
const nextCli = join('node_modules', 'next', 'dist', 'bin', 'next');
// The images guides name by their file are gathered by whichever step compiles the guide, and copied into the export
// by the last step (lib/site/content/site-assets.ts); their folder is emptied by the content check's step, so no image
// of an earlier build is shipped (`next dev` gathers its own: lib/site/content/build-dirs.mjs).
const assetDir = assetDirOf(root, false);
// The content check records here what the build will render (lib/site/source/build-work.ts): the heap of `next build`
// and the finishing step's check of API page sizes read it.
const workFile = join(root, distDir, 'cache', 'build-work.json');
// The search index's files, made by the content check for `next build` to read
// (lib/site/outputs/search/index-store.ts): kept for one build only, so an index made by older code is never served.
const indexStore = buildStoreOf(root, 'search-index');

/** @type {import('node:child_process').ChildProcess | undefined} */
let running;
/** @type {NodeJS.Signals | undefined} */
let interrupted;
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    interrupted = signal;
    running?.kill(signal);
  });
}

/**
 * Runs a command to its end; rejects when it fails or the build is interrupted.
 * @param {string[]} args  arguments of `node`
 * @param {NodeJS.ProcessEnv} [childEnv]
 */
function run(args, childEnv = process.env) {
  return new Promise((resolve, reject) => {
    if (interrupted) return reject(new Error(`interrupted (${interrupted})`));
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: childEnv });
    running = child;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running = undefined;
      if (interrupted) reject(new Error(`interrupted (${interrupted})`));
      else if (code === 0) resolve(undefined);
      else
        reject(Object.assign(new Error(signal ? `killed by ${signal}` : `exit code ${code}`), { exitCode: code ?? 1 }));
    });
  });
}

/** The number of guides of this build's docs folders. */
function guideCount() {
  return guideFiles(root, docsEnv()).length;
}

const OWN_HEAP_LIMIT = /--max[-_]old[-_]space[-_]size/;

/**
 * The build's environment with a heap limit (unless NODE_OPTIONS sets one): without it V8 lets the heap of these
 * garbage-heavy steps grow far beyond what is live. Callers scale the limit with the guides and API operations.
 * @param {number} heapMb
 */
function withHeapLimit(heapMb) {
  const { env } = process;
  if (OWN_HEAP_LIMIT.test(env.NODE_OPTIONS ?? '')) return env;
  return { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() };
}

/**
 * `next build` with the heap its work needs, saying first what that work is. A V8 out-of-memory abort (SIGABRT, or
 * exit code 134 through a shell) is then explained with that line's numbers.
 */
async function nextBuild() {
  const work = readWork(workFile) ?? { guides: guideCount(), documents: [] };
  const heapMb = heapLimitMb(work);
  const own = OWN_HEAP_LIMIT.test(process.env.NODE_OPTIONS ?? '');
  console.log(own ? `${workLine(work, heapMb)} (not applied: NODE_OPTIONS sets one)` : workLine(work, heapMb));
  try {
    await run([nextCli, 'build', ...extraArgs], withHeapLimit(heapMb));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/SIGABRT|exit code 134/.test(message))
      console.error(
        `next build stopped as V8 stops on running out of heap (${message}) while rendering the work above. ` +
          'NODE_OPTIONS=--max-old-space-size=<MB> npm run build sets a larger heap than scripts/build.mjs gives.',
      );
    throw error;
  }
}

/** @type {import('./build-steps/out-swap.mjs').BuildStep[]} */
const steps = [
  {
    name: 'content check',
    run: () => {
      // A record or images left by an earlier build must not size or fill this one.
      rmSync(workFile, { force: true });
      rmSync(assetDir, { recursive: true, force: true });
      if (indexStore) rmSync(indexStore, { recursive: true, force: true });
      // Without a limit V8 lets this process grow far beyond what is live while it makes the search index.
      return run(
        [
          '--conditions=react-server',
          '--import',
          'tsx',
          join('scripts', 'check-content.ts'),
          `--work-file=${workFile}`,
          '--search-index',
        ],
        withHeapLimit(checkHeapLimitMb(guideCount())),
      );
    },
  },
  {
    name: 'next build',
    // One stable `next build`: its experimental compile/generate split did not lower the peak memory enough to keep
    // (bench/by-hand.md, "One next build or two").
    run: nextBuild,
  },
  {
    name: 'finishing the export (completeness check, Markdown twins, redirects, scripts after the first paint, stamp)',
    run: (staging) =>
      run([
        '--import',
        'tsx',
        join('scripts', 'finish-export.ts'),
        staging,
        join(distDir, PRERENDER_MANIFEST),
        workFile,
      ]),
  },
];

const result = await buildWithLastGood({ dirs, steps, log: (line) => console.log(line) });
if (!result.ok) {
  const error = /** @type {{ message?: string, exitCode?: number } | null} */ (result.error);
  // A failing command has printed its own errors; anything else is printed here.
  if (error && error.exitCode === undefined && !interrupted) console.error(error.message ?? String(error));
  const message = interrupted
    ? failureMessage(`interrupted by ${interrupted} during ${result.step}`, builtAt(dirs.out))
    : result.message;
  console.error(`\n${message}`);
  process.exit(interrupted ? 130 : (error?.exitCode ?? 1) || 1);
}
console.log(`\n${result.message}`);
