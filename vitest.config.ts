import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = [
  'lib/**/*.test.ts',
  'tests/**/*.test.ts',
  'components/**/*.test.ts',
  'scripts/**/*.test.ts',
  'mcp/**/*.test.ts',
];

/**
 * Test files that change what other files would see through module state: they set process.env before importing the
 * site's modules (DOCS_ROOT, SITE_CONFIG_VARIANT, CI), mock or stub modules and globals (window, localStorage, fetch,
 * timers), or count work done by module-level caches (one-parse). Each of them gets fresh modules, as every file did
 * before. A test file added to the suite that does any of these belongs here.
 */
const ISOLATED = [
  'lib/shared/search/providers/algolia-client.test.ts',
  'lib/shared/search/engine/local-engine.test.ts',
  'lib/shared/storage/index.test.ts',
  'lib/browser/search/history.test.ts',
  'lib/browser/theme/color-mode-options.test.ts',
  'lib/browser/head-scripts/early-presses.test.ts',
  'lib/browser/preferred-version.test.ts',
  'lib/site/config/locate.test.ts',
  'lib/site/config/router.test.ts',
  'lib/site/source/index-problems.test.ts',
  'lib/site/source/warnings.test.ts',
  'lib/site/source/versions.test.ts',
  'lib/site/source/build-work.test.ts',
  'lib/site/openapi/request-samples.test.ts',
  'lib/site/openapi/snippets.test.ts',
  'lib/site/outputs/markdown/api.test.ts',
  'lib/site/outputs/markdown/doc.test.ts',
  'lib/site/outputs/markdown/llms-versions.test.ts',
  'lib/site/outputs/seo/sitemap.test.ts',
  'lib/site/outputs/social-cards/fonts.test.ts',
  'lib/site/route-data/docs-footer/last-updated.test.ts',
  'lib/site/mdx/one-parse.test.ts',
  'scripts/workflow-steps.test.ts',
  'scripts/check-content.test.ts',
  'scripts/build-preview.test.ts',
  'scripts/docs-version.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // 'server-only' throws outside React Server Components; unit tests run the same modules in Node.
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url)) },
    ],
  },
  test: {
    environment: 'node',
    testTimeout: 20000,
    // Vitest leaves a core to its main process by default; that process idles while workers run tests.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // The other files share each worker's modules: the site's loaders, Shiki, the MDX compiler and the OpenAPI
        // tooling are imported once per worker instead of once per file, which was most of the unit stage's time
        // (bench/by-hand.md, "CI time").
        test: { name: 'shared', include: ALL_TESTS, exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
