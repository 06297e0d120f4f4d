// npm run bench, part `search`: local index size, query latency and first keystroke to first hit, all through the
// local client the search UI uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { IndexSize, KeystrokeMode, KeystrokeResult, LatencyResult } from './lib/results';
import { median, summarize } from './lib/stats';
import { gzipSize } from '../server/precompress';
import { measureQueries, readIndexDir } from '../../lib/site/tasks';
import { modalSearchParams } from '../../lib/shared/search/providers/query-params';
import type { SearchParams } from '../../lib/shared/search/types';
import { CHROME } from './serve';
import { watchNetwork } from '../../tests/helpers/network-quiet';

const QUERIES: string[] = (JSON.parse(readFileSync('bench/queries.json', 'utf8')) as { queries: string[] }).queries;
const PARAMS: SearchParams = {
  ...modalSearchParams(
    { facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] },
    10,
  ),
};

/** Every file of the local index under a built site (the manifest and any shards). */
export function indexSize(outDir: string): IndexSize {
  const files = readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter(
      (e) =>
        e.isFile() && /^search-index/.test(relative(outDir, join(e.parentPath, e.name))) && e.name.endsWith('.json'),
    )
    .map((e) => join(e.parentPath, e.name));
  let raw = 0;
  let gzip = 0;
  let largestGzip = 0;
  for (const f of files) {
    raw += statSync(f).size;
    const g = gzipSize(readFileSync(f));
    gzip += g;
    largestGzip = Math.max(largestGzip, g);
  }
  return { files: files.length, raw, gzip, largestGzip };
}

/** Query latency in Node over a built site's index files, cold and warm. */
export async function nodeLatency(outDir: string, queries = QUERIES): Promise<LatencyResult> {
  const report = await measureQueries(readIndexDir(outDir), queries, PARAMS);
  return {
    firstQueryMs: report.first?.ms ?? Number.NaN,
    firstQueryGzipBytes: report.first?.gzip,
    coldQueries: summarize(report.cold.queries.map((q) => q.ms)),
    queries: summarize(report.warm.queries.map((q) => q.ms)),
  };
}

/** The local client bundled for the browser (the code the search UI runs). */
export async function clientBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { localSearchClient } from './lib/shared/search/providers/local-client'; globalThis.__benchClient = localSearchClient;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Query latency in Chromium: the same client, fetching the index from the served site. */
export async function browserLatency(origin: string, queries = QUERIES): Promise<LatencyResult> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/no-such-page`);
    await page.addScriptTag({ content: await clientBundle() });
    const result = (await page.evaluate(
      `(async ({ url, queries, params }) => {
        const client = globalThis.__benchClient(url);
        const run = (query) => client.search([{ indexName: 'bench', params: { ...params, query } }]);
        let t = performance.now();
        await run(queries[0]);
        const firstQueryMs = performance.now() - t;
        const times = [];
        for (const q of queries) { t = performance.now(); await run(q); times.push(performance.now() - t); }
        return { firstQueryMs, times };
      })(${JSON.stringify({ url: `${origin}/search-index.json`, queries, params: PARAMS })})`,
    )) as { firstQueryMs: number; times: number[] };
    return { firstQueryMs: result.firstQueryMs, queries: summarize(result.times) };
  } finally {
    await browser.close();
  }
}

async function oneKeystroke(page: Page): Promise<number> {
  // A plain script string: the page must not see helpers the TypeScript loader adds to functions.
  await page.evaluate(`window.__bench = new Promise((done) => {
    let start = 0;
    window.addEventListener('keydown', (e) => { start = start || e.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start && document.querySelector('.DocSearch-Hit')) {
        observer.disconnect();
        done(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }); 0`);
  // Typed on the focused search button, where the default openOnTyping ('button') sends a reader's first key.
  await page.focus('.DocSearch-Button');
  await page.keyboard.press('o');
  // A key that never shows a hit (lost, or taken twice: 'oo' finds nothing) fails the run instead of hanging it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), KEYSTROKE_TIMEOUT_MS)),
  );
  const result = await Promise.race([page.evaluate('window.__bench') as Promise<number>, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    const query = await page
      .locator('.DocSearch-Input')
      .inputValue({ timeout: 1000 })
      .catch(() => '(no modal)');
    throw new Error(
      `No search hit ${KEYSTROKE_TIMEOUT_MS} ms after the key; the modal's query: ${JSON.stringify(query)}`,
    );
  }
  return result;
}

/** How long one first keystroke may take to show a hit before the run fails. */
const KEYSTROKE_TIMEOUT_MS = 10_000;

/**
 * First keystroke on a cold page to the first hit in the DOM. `idle` waits for a quiet network; `hydrated` presses the
 * moment hydration ends, while the page's own prefetches still compete.
 */
export async function firstKeystroke(
  origin: string,
  mode: KeystrokeMode,
  runs = 7,
  route = '/configuration/logging',
): Promise<KeystrokeResult> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const network = watchNetwork(page);
      await page.goto(`${origin}${route}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      if (mode === 'idle') await network.quiet();
      times.push(await oneKeystroke(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { mode, runs: times, medianMs: median(times) };
}
