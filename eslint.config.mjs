import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// lib/site/'s folders in the order the data flows (README.md): each may import the ones before it, never one after.
const SITE_FLOW = ['config', 'validation', 'content', 'mdx', 'openapi', 'page-tree', 'source', 'route-data', 'outputs'];
const siteFlowZones = SITE_FLOW.slice(0, -1).map((folder, i) => ({
  target: `./lib/site/${folder}`,
  from: SITE_FLOW.slice(i + 1).map((later) => `./lib/site/${later}`),
  message: `lib/site/${folder}/ comes before ${SITE_FLOW.slice(i + 1).join(', ')} in the data flow (README.md); move the shared part down instead.`,
}));

// The doors to lib/site/: code outside it imports the build-time code only through these modules (README.md), and a
// test or script that needs an internal module gets it exported from tasks.ts. They are split by who imports them, so
// that a page route's server graph takes in no output it does not render.
const SITE_DOORS = [
  './pages.ts', // app/'s pages and root layout
  './files.ts', // app/'s route handlers (robots, sitemap, llms.txt…)
  './types.ts', // types only: components/, the MCP server, tests
  './tasks.ts', // scripts/, the MCP server's test fixture, tests: no 'server-only' module, heavy parts on call
  './startup.mjs', // plain-Node callers: next.config.mjs, scripts/build.mjs
];
const siteDoorsZone = {
  // Everything outside lib/site/ that may import it (its own folders import each other by the data flow; lib/shared/
  // and lib/browser/ may not import it at all, their tests only through the doors): the app, components, scripts, the
  // MCP server, tests and the root config files.
  target: ['./app', './components', './scripts', './mcp', './tests', './bench', './*.{ts,tsx,mjs,cjs,js}'],
  from: './lib/site',
  except: SITE_DOORS,
  message:
    'outside lib/site/, import build-time code only through its doors: lib/site/pages, files, types, tasks, lazy or startup.mjs (eslint.config.mjs SITE_DOORS); export what is missing from the right one.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.out-staging/**',
      '.out-last-good/**',
      '.e2e/**',
      'bench/tmp/**',
      // The benchmark's floor: a separate Next.js app (scripts/bench/floor.ts), not part of the site.
      'bench/floor/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/site/mdx/generated/**',
      'mcp/dist/**',
    ],
  },
  {
    rules: {
      // Logos are SVGs served as they are; next/image adds nothing for them in a static export.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // The layers point one way (each zone's message says how). Tests may render across layers, e.g. a compile test
    // renders with the MDX components.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ must not import components/ or app/ (layers point one way).',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ must not import app/ (routes compose components, not the reverse).',
            },
            {
              target: './lib/browser',
              from: './lib/site',
              message: 'lib/browser/ must not import lib/site/ (build-time code never ships to the browser).',
            },
            {
              target: './lib/browser/head-scripts',
              from: './lib/browser',
              except: ['./head-scripts'],
              message:
                'lib/browser/head-scripts/ imports only lib/shared/ (the server layout reads these modules for their source text, so nothing client-only may come with them).',
            },
            {
              target: './lib/shared',
              from: ['./lib/site', './lib/browser'],
              message: 'lib/shared/ must not import lib/site/ or lib/browser/ (both sides use it).',
            },
            ...siteFlowZones,
            {
              target: SITE_FLOW.map((folder) => `./lib/site/${folder}`),
              from: SITE_DOORS.map((door) => `./lib/site/${door.slice(2)}`),
              message:
                "lib/site/'s folders do not import its doors (those are for code outside it): import the module.",
            },
            siteDoorsZone,
          ],
        },
      ],
    },
  },
  {
    // Tests too reach lib/site/ through its doors (tests beside the code inside lib/site/ are not in the zone).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ ...siteDoorsZone, target: [...siteDoorsZone.target, './lib/shared', './lib/browser'] }] },
      ],
    },
  },
  {
    // Components render the route data and compute nothing from build-time code: from lib/site/ they take types only. Tests may still build their fixtures with it.
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/site(/|$)',
              allowTypeImports: true,
              message:
                'components/ may import only types from lib/site/ (lib/site/types.ts): work the value out in the route data (lib/site/route-data/view.ts) or the route, and pass it down.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
