// `npm run build`: the whole build, one step after the other, into a staging folder that replaces out/ only
// when every step succeeded (scripts/build-steps/out-swap.mjs). A failed or interrupted build leaves out/ exactly as it
// was, and says so.
//
// 1. The content check (scripts/check-content.ts): site.config.mjs, front matter, _category_.json, MDX, links
//    and OpenAPI files of every docs version, in a few seconds and without Next; every problem once, as
//    `file:line:column  message`. It parses every guide, into the store the later steps read (lib/build/mdx/syntax.ts).
// 2. `next build --experimental-build-mode=compile` bundles the site with Turbopack (about 800 MiB here).
// 3. `next build --experimental-build-mode=generate` renders every page and route file (about 650 MiB). Split
//    in two processes, the peak memory is the larger of the two instead of their sum (about 1.15 GiB); see
//    bench/results.md. Next exports to .out-staging/ instead of out/ (DOCS_EXPORT_DIR, read by next.config.mjs
//    as `distDir`: with `output: 'export'` a custom distDir names the export folder; the build itself stays in
//    .next/).
//    The compile step's own route list is left out of the output (scripts/route-list.mjs): it has rendered
//    nothing yet and shows every route as 'ƒ (Dynamic)'; the generate step prints the real one.
//    Between the two, the prerender manifest left by the compile step (it lists no routes yet) is removed:
//    Next 16 `require`s it during generation and again when it copies the rendered routes to the export
//    folder; Node caches the first read, so a stale file would leave the export without a single page.
// 4. The completeness check: the export must have a file for every route the manifest lists.
//    Beside steps 2 and 3, from the end of the content check, scripts/side-files.ts writes the export's files
//    that are not pages (social cards, Markdown twins, search index files) in a process of its own into
//    .next/cache/side-files/ (Next renders pages on one core, and drawing a social card per page is work that
//    grows with the site), moved into the export after step 3.
// 5. scripts/finish-export.ts: redirect pages and scripts after the first paint (scripts/next-output/),
//    then the build stamp.
// Then .out-staging/ replaces out/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { guideFiles } from '../lib/build/mdx/guide-map.mjs';
import { moveFilesInto } from './build-steps/move-files.mjs';
import { buildDirs, buildWithLastGood, builtAt, failureMessage } from './build-steps/out-swap.mjs';
import { missingRoutes, PRERENDER_MANIFEST } from './next-output/missing-routes.mjs';
import { routeListFilter } from './route-list.mjs';

const extraArgs = process.argv.slice(2);
const root = process.cwd();
const dirs = buildDirs(root);
const STAGING = '.out-staging';
const distDir = '.next';

// Plain Node and Next's own CLI (no tsx or npx process), so nothing else holds memory beside the build.
const nextCli = join('node_modules', 'next', 'dist', 'bin', 'next');
// Each guide is parsed once per build: the content check stores every syntax tree there, and the site loader
// in each render worker and the `next dev` guide loader take them from it (lib/build/mdx/syntax.ts). Keyed by the text, so
// trees of unchanged guides also serve the next build.
const storeEnv = { DOCS_MDX_STORE: process.env.DOCS_MDX_STORE ?? join(root, distDir, 'cache', 'mdx-syntax') };
// The build's warnings are printed once, by the content check; `next build`'s workers would repeat them.
const env = { ...process.env, ...storeEnv, DOCS_EXPORT_DIR: STAGING, DOCS_WARNINGS_PRINTED: '1' };

/** @type {import('node:child_process').ChildProcess | undefined} */
let running;
/** The process that writes the export's other files (scripts/side-files.ts), beside the build's other steps. */
/** @type {import('node:child_process').ChildProcess | undefined} */
let beside;
/** @type {NodeJS.Signals | undefined} */
let interrupted;
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    interrupted = signal;
    running?.kill(signal);
    beside?.kill(signal);
  });
}

/**
 * Runs a command to its end; rejects when it fails or the build is interrupted.
 * @param {string[]} args  arguments of `node`
 * @param {NodeJS.ProcessEnv} [childEnv]
 * @param {(line: string) => boolean} [keepLine]  prints only the lines of its standard output this accepts
 * @param {boolean} [alongside]  a side process (scripts/side-files.ts), which runs beside the build's steps
 */
function run(args, childEnv = env, keepLine, alongside = false) {
  return new Promise((resolve, reject) => {
    if (interrupted) return reject(new Error(`interrupted (${interrupted})`));
    // Piped, Next would print without colours; keep them when they would have been shown.
    const pipedEnv =
      process.stdout.isTTY && !('FORCE_COLOR' in childEnv) ? { ...childEnv, FORCE_COLOR: '1' } : childEnv;
    const child = spawn(process.execPath, args, {
      stdio: keepLine ? ['inherit', 'pipe', 'inherit'] : 'inherit',
      env: keepLine ? pipedEnv : childEnv,
    });
    if (alongside) beside = child;
    else running = child;
    if (keepLine && child.stdout) {
      createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
        if (keepLine(line)) process.stdout.write(`${line}\n`);
      });
    }
    child.on('error', reject);
    // 'close' comes after the output has been read to its end.
    child.on('close', (code, signal) => {
      if (alongside) beside = undefined;
      else running = undefined;
      if (interrupted) reject(new Error(`interrupted (${interrupted})`));
      else if (code === 0) resolve(undefined);
      else
        reject(Object.assign(new Error(signal ? `killed by ${signal}` : `exit code ${code}`), { exitCode: code ?? 1 }));
    });
  });
}

/** The number of guides of this build's docs folders. */
function guideCount() {
  return guideFiles(root, { docsRoot: process.env.DOCS_ROOT, contentDir: process.env.CONTENT_DIR }).length;
}

/**
 * The build's environment with a heap limit for a step's JavaScript (unless NODE_OPTIONS sets one). Rendering
 * pages and building the search index make much short-lived garbage, and without a limit V8 lets the heap
 * grow far beyond what is live (2,000 pages: the generate step at 1.7 GiB of memory, 1.0 GiB with 600 MiB of
 * heap; the index at 1.3 GiB, 0.65 GiB with 512 MiB). The limits grow with the number of guides, well above
 * what is kept live (about 0.1 MiB a guide), so a large site does not run out of them.
 * @param {number} heapMb
 */
function withHeapLimit(heapMb) {
  if (/--max[-_]old[-_]space[-_]size/.test(env.NODE_OPTIONS ?? '')) return env;
  return { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() };
}

// Under .next/cache/, which `next build` keeps when it clears .next/ at its start.
const SIDE_DIR = join(distDir, 'cache', 'side-files');
/** @type {Promise<unknown> | undefined} */
let sideFiles;
/** Set when the build has ended: no further side process starts. */
let sideStopped = false;

/**
 * Starts writing the export's other files into SIDE_DIR, beside the next steps (scripts/side-files.ts), in three
 * processes one after the other: the Markdown twins and the list of cards to draw (the site loaded), the cards
 * (drawn from that list, without the site), then the search index. The index takes the most memory, and V8 does
 * not give it back: in a process of its own it is freed when the index is written, and coming last it runs while
 * Next renders pages, not beside Turbopack's compile step, the build's other peak. Heap limits as for the
 * generate step.
 */
function startSideFiles() {
  rmSync(SIDE_DIR, { recursive: true, force: true });
  /** @param {string[]} parts  @param {number} heapMb */
  const side = (parts, heapMb) =>
    sideStopped
      ? Promise.reject(new Error('the build has ended'))
      : run(
          ['--conditions=react-server', '--import', 'tsx', join('scripts', 'side-files.ts'), SIDE_DIR, ...parts],
          withHeapLimit(heapMb),
          undefined,
          true,
        );
  const heapMb = Math.max(512, 256 + Math.ceil(guideCount() / 8));
  sideFiles = side(['twins', 'card-list'], heapMb)
    .then(() => side(['cards'], heapMb))
    .then(() => side(['index'], heapMb));
  // Its failure is reported by the step that waits for it; until then it must not be an unhandled rejection.
  sideFiles.catch(() => {});
}

/** @type {import('./build-steps/out-swap.mjs').BuildStep[]} */
const steps = [
  {
    name: 'content check',
    // Not DOCS_WARNINGS_PRINTED: this is the step that prints them.
    run: async () => {
      await run(['--conditions=react-server', '--import', 'tsx', join('scripts', 'check-content.ts')], {
        ...process.env,
        ...storeEnv,
      });
      startSideFiles();
    },
  },
  {
    name: 'next build, compile step',
    run: () => run([nextCli, 'build', '--experimental-build-mode=compile', ...extraArgs], env, routeListFilter()),
  },
  {
    name: 'next build, generate step',
    run: () => {
      rmSync(join(distDir, PRERENDER_MANIFEST), { force: true });
      const heapMb = Math.max(768, 256 + Math.ceil(guideCount() / 4));
      return run([nextCli, 'build', '--experimental-build-mode=generate', ...extraArgs], withHeapLimit(heapMb));
    },
  },
  {
    name: 'social cards, Markdown twins and search index',
    run: async (staging) => {
      await sideFiles;
      moveFilesInto(SIDE_DIR, staging);
    },
  },
  {
    name: 'completeness check',
    run: (staging) => {
      const missing = missingRoutes(staging, join(distDir, PRERENDER_MANIFEST));
      if (missing.length) {
        const list = `${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`;
        throw new Error(`The build rendered these routes but the export has no file for them: ${list}`);
      }
    },
  },
  {
    name: 'finishing the export (redirects, scripts after the first paint, build stamp)',
    run: (staging) => run(['--import', 'tsx', join('scripts', 'finish-export.ts'), staging]),
  },
];

const result = await buildWithLastGood({ dirs, steps, log: (line) => console.log(line) });
// A step failed before the side files were moved in: they are of no use any more.
sideStopped = true;
beside?.kill('SIGTERM');
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
