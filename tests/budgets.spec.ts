import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_TIME_SIGNATURES, findLeaks, SEARCH_UI_SIGNATURE } from '../scripts/bench/lib/leaks';
import { KIB, pageWeight } from '../scripts/bench/lib/weight';
import { expect, SPEC_ROUTES, test } from './fixtures';
import { loadPageResources } from './helpers/page-resources';

// Byte budgets over the built out/: what each route loads before any interaction (modern browsers: noModule
// polyfills are never fetched, so never counted), every control's code included. JS: the first-input issue's target,
// the framework's floor + 12 KiB (147.5 KiB; the floor is 135.5 KiB in bench/results.md), on every route. CSS counts
// the page's own <style> elements as well as the stylesheets fetched.
const JS_BUDGET = 147.5 * KIB;
const CSS_BUDGET = 30 * KIB;

test.describe('byte budgets per route', () => {
  for (const route of [...SPEC_ROUTES, '/no-such-page']) {
    test(`${route} loads at most ${JS_BUDGET / KIB} KiB of gzipped JS and 30 KiB of gzipped CSS, and no search code or index`, async ({
      page,
    }) => {
      const { status, resources } = await loadPageResources(page, route);
      expect(status).toBe(route === '/no-such-page' ? 404 : 200);
      const weight = pageWeight(resources);
      expect(weight.js.count).toBeGreaterThan(0);
      expect(weight.js.gzip, `JS: ${weight.scripts.map((s) => `${s.url} ${s.gzip}`).join(', ')}`).toBeLessThanOrEqual(
        JS_BUDGET,
      );
      expect(weight.css.gzip).toBeLessThanOrEqual(CSS_BUDGET);
      expect(resources.map((r) => new URL(r.url).pathname).filter((p) => p.includes('search-index'))).toEqual([]);
      const searchChunks = resources.filter(
        (r) => r.resourceType === 'script' && findLeaks(r.body.toString('utf8'), [SEARCH_UI_SIGNATURE]).length,
      );
      expect(searchChunks.map((r) => r.url)).toEqual([]);
    });
  }
});

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name));
}

test('no client chunk contains a Shiki grammar, the MDX compiler, a YAML parser or the OpenAPI tooling', () => {
  const files = jsFiles(join(process.cwd(), 'out', '_next', 'static'));
  expect(files.length).toBeGreaterThan(5);
  const leaks = files.flatMap((f) =>
    findLeaks(readFileSync(f, 'utf8'), BUILD_TIME_SIGNATURES).map((name) => `${f}: ${name}`),
  );
  expect(leaks).toEqual([]);
});

test('the search UI code is in the static chunks (so the per-route check above looks for something real)', () => {
  const files = jsFiles(join(process.cwd(), 'out', '_next', 'static'));
  expect(files.filter((f) => findLeaks(readFileSync(f, 'utf8'), [SEARCH_UI_SIGNATURE]).length).length).toBeGreaterThan(
    0,
  );
});
