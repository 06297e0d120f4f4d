// @ts-check
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { join } from 'node:path';
import siteConfig from './site.config.mjs';
import { assertSupportedRouter } from './lib/build/config/router.mjs';
import { writeGuideMap } from './lib/build/mdx/guide-map.mjs';

const mdxLoaderDir = join(import.meta.dirname, 'lib', 'build', 'mdx', 'loader');
const base = `/${(siteConfig.baseUrl ?? '/').replace(/^\/+|\/+$/g, '')}`;

assertSupportedRouter(siteConfig);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // `next dev` answers requests for these hosts too (its client scripts and hot reload are refused
  // from any origin but localhost and the -H host): http://127.0.0.1:3000 works like http://localhost:3000.
  allowedDevOrigins: ['127.0.0.1'],
  basePath: base === '/' ? '' : base,
  trailingSlash: siteConfig.trailingSlash === true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Compile-time constant (app/[[...slug]]/page.tsx): only the e2e fixture build has the crash hook's code.
  env: { E2E_CRASH_HOOK: process.env.E2E_CRASH_HOOK === '1' ? '1' : '0' },
  // Type errors are caught by `npm run typecheck` (a CI step of its own, before the build); the build's
  // own copy of that check ran a second TypeScript process (about 700 MiB) beside Turbopack.
  typescript: { ignoreBuildErrors: true },
  // Static pages are rendered in a worker thread of the build process instead of a child process: one
  // Node runtime fewer (lower peak memory) and a faster cold build. No source maps: a static export has
  // no server to debug, and Turbopack held them in memory for the whole build (about 120 MiB of the
  // peak). Both measured by `npm run bench` (bench/results.md).
  //
  // The client code a page loads before the reader interacts (gzipped, measured with `npm run bench`): by default
  // Turbopack keeps a chunk group's code in several files while each is under 50 KB, so the layout's client code
  // (the site's own, the leaves' wrappers, Next's layout router) came as four files of 4 to 9 KiB. With a 200 KB
  // minimum it comes as two: 1.1 KiB less on every route (small files compress worse) and two requests fewer. The
  // chunks loaded later (search, the gated controls) are separate chunk groups and keep their own files. Mangled
  // export names make the client modules' export names (`PreferredVersionLink`) short: 0.3 KiB less.
  experimental: {
    workerThreads: true,
    turbopackSourceMaps: false,
    turbopackChunking: { minChunkSize: 200_000 },
    turbopackMangleExportNames: true,
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackCrossModuleConstants: true,
  },
  // `npm run build` (scripts/build.mjs) exports into a staging folder that replaces out/ only when the whole build
  // succeeded. With `output: 'export'`, a distDir other than '.next' names the export folder; the build itself
  // still goes to .next/ (Next's hasCustomExportOutput / getBuildDistDir).
  ...(process.env.DOCS_EXPORT_DIR ? { distDir: process.env.DOCS_EXPORT_DIR } : {}),
  // Build-time only packages: Node loads them as they are, outside the server bundle (less build time and memory).
  // minisearch is bundled: the search engine is browser code, which the server also runs for the search page.
  serverExternalPackages: [
    'gray-matter',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-mdx',
    'remark-directive',
    'remark-stringify',
    'vfile',
    'unist-util-visit',
    'mdast-util-to-string',
    'github-slugger',
    '@mdx-js/mdx',
    'shiki',
    '@shikijs/rehype',
    '@shikijs/transformers',
    '@redocly/openapi-core',
    'next-mdx-remote',
  ],
  turbopack: {
    // Guides (content/**/*.mdx, versioned_docs/**/*.mdx) are modules of their own under `next dev`, compiled by
    // lib/build/mdx/loader/mdx-loader.cjs. A loader's options must be serializable: plugins are module paths, which the
    // loader imports (lib/build/mdx/loader/*.mjs load our TypeScript plugins through tsx).
    rules: {
      '*.mdx': {
        loaders: [
          {
            loader: join(mdxLoaderDir, 'mdx-loader.cjs'),
            options: {
              remarkPlugins: [join(mdxLoaderDir, 'remark-guide.mjs')],
              rehypePlugins: [join(mdxLoaderDir, 'rehype-shiki.mjs')],
              providerImportSource: '@/mdx-components',
            },
          },
        ],
        as: '*.tsx',
      },
    },
  },
};

// The guide modules of this build's docs folders (DOCS_ROOT, CONTENT_DIR), as lib/build/source reads them.
writeGuideMap(import.meta.dirname, { docsRoot: process.env.DOCS_ROOT, contentDir: process.env.CONTENT_DIR });

/**
 * `next dev` only (the development-server phase; `next build` never gets here): the dev-only routes, and each page's Markdown twin
 * (`/quickstart/installation.md`, `/index.md`) is served, at its own URL, by the route handler that makes it
 * under /markdown-export/ (app/markdown-export/[...path]/route.dev.ts). The static build needs no such rule:
 * scripts/side-files.ts (beside `next build`) writes each twin next to its page.
 * The dev server runs without `output: 'export'`: with it, Next warns on every start that rewrites do
 * not work in a static export, and it checks the original URL against the page's generateStaticParams,
 * so the rewrite would fail. What `output: 'export'` adds to `next dev` (an error for a page that reads
 * request data, or a route handler that is not static) is still checked by `npm run build` and CI.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return {
    ...nextConfig,
    // Route files named `route.dev.ts(x)` exist under `next dev` only: the social cards, Markdown twins and
    // search index files, which `npm run build` writes beside Next (scripts/side-files.ts), made on request here.
    pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'dev.tsx', 'dev.ts'],
    output: undefined,
    rewrites: async () => [{ source: '/:path((?!markdown-export/).+\\.md)', destination: '/markdown-export/:path' }],
  };
}
