// `npm run check:content`, and the first step of `npm run build`: loads the site as `next build` does but without Next,
// and prints every problem once as `file:line:column  message` (exit code 1 when there is any).
// Run with `node --conditions=react-server --import tsx` (package.json): lib/site/source is server-only code.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  assertSupportedRouter,
  configSyntaxProblem,
  problemsOf,
  configPathPosition,
  ConfigError,
  redirectIssues,
  HASH_ROUTER_UNSUPPORTED,
  count,
  importSite,
  buildWork,
  makeSearchIndex,
  type BuildWork,
} from '../lib/site/tasks';
import { formatProblem, type Problem } from '../lib/shared/validation/problem';

const CONFIG_FILE = 'site.config.mjs';
/** The search page (app/search), a route beside the docs pages. */
const SEARCH_ROUTE = '/search';

function read(file: string): string {
  try {
    return readFileSync(join(process.cwd(), file), 'utf8');
  } catch {
    return '';
  }
}

interface Result {
  problems: Problem[];
  warnings: string[];
  summary?: string;
  work?: BuildWork;
}

async function check(): Promise<Result> {
  const syntax = configSyntaxProblem(read(CONFIG_FILE), CONFIG_FILE);
  if (syntax) return { problems: [syntax], warnings: [] };
  try {
    const { default: rawConfig } = await import('../site.config.mjs');
    try {
      assertSupportedRouter(rawConfig);
    } catch {
      const at = configPathPosition(read(CONFIG_FILE), 'future.experimental_router');
      return {
        problems: [{ file: CONFIG_FILE, ...at, message: HASH_ROUTER_UNSUPPORTED.replace(/^site\.config\.mjs: /, '') }],
        warnings: [],
      };
    }
    const { getSite, siteWarnings } = await importSite();
    const site = await getSite();
    // The config's redirects need the routes: each `to` must be a page, no `from` may be one.
    const redirectProblems = redirectIssues(
      site.config.redirects,
      [SEARCH_ROUTE, ...site.versions.flatMap((v) => v.source.pages.map((p) => p.route))],
      site.latest.source.staticFiles,
    );
    if (redirectProblems.length) throw new ConfigError('Invalid redirects in site.config.mjs', redirectProblems);
    const pages = site.versions.reduce((n, v) => n + v.source.pages.length, 0);
    return {
      problems: [],
      warnings: siteWarnings(site.versions),
      summary: `${count(pages, 'page')} in ${count(site.versions.length, 'docs version')}`,
      work: buildWork(site.versions),
    };
  } catch (error) {
    const problems = problemsOf(error, read, CONFIG_FILE);
    if (!problems) throw error;
    return { problems, warnings: [] };
  }
}

const started = performance.now();
const { problems, warnings, summary, work } = await check();
// For scripts/build.mjs, which names the file (--work-file=…): the heap of `next build` and the names of API pages
// over the size limit.
const workFile = process.argv.find((a) => a.startsWith('--work-file='))?.slice('--work-file='.length);
if (workFile && work) {
  mkdirSync(dirname(workFile), { recursive: true });
  writeFileSync(workFile, JSON.stringify(work));
}
const seconds = `${((performance.now() - started) / 1000).toFixed(1)} s`;
for (const w of warnings) console.warn(`warning  ${w}`);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  const files = new Set(problems.map((p) => p.file)).size;
  console.error(
    `\nContent check failed: ${count(problems.length, 'problem')} in ${count(files, 'file')} (${seconds}).`,
  );
  process.exit(1);
}
console.log(
  `Content check passed: ${summary}${warnings.length ? `, ${count(warnings.length, 'warning')}` : ''} (${seconds}).`,
);
// For scripts/build.mjs (--search-index): the search index is made here, in a process of its own before `next build`,
// whose render worker then reads its files instead of making the index while it renders.
if (process.argv.includes('--search-index')) {
  const indexStarted = performance.now();
  const files = await makeSearchIndex();
  console.log(
    `Search index made: ${count(files, 'file')} (${((performance.now() - indexStarted) / 1000).toFixed(1)} s).`,
  );
}
