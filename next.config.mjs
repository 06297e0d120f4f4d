// @ts-check
import siteConfig from './site.config.mjs';
import { assertSupportedRouter } from './lib/config/router.mjs';

const base = `/${(siteConfig.baseUrl ?? '/').replace(/^\/+|\/+$/g, '')}`;

assertSupportedRouter(siteConfig);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath: base === '/' ? '' : base,
  trailingSlash: siteConfig.trailingSlash === true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Type errors are caught by `npm run typecheck` (a CI step of its own, before the build); the build's
  // own copy of that check ran a second TypeScript process (about 700 MiB) beside Turbopack.
  typescript: { ignoreBuildErrors: true },
  // Static pages are rendered in a worker thread of the build process instead of a child process: one
  // Node runtime fewer (lower peak memory) and a faster cold build. No source maps: a static export has
  // no server to debug, and Turbopack held them in memory for the whole build (about 120 MiB of the
  // peak). Both measured by `npm run bench` (bench/results.md).
  experimental: { workerThreads: true, turbopackSourceMaps: false },
  // `npm run build` (scripts/build.mjs) exports into a staging folder that replaces out/ only when the whole build
  // succeeded. With `output: 'export'`, a distDir other than '.next' names the export folder; the build itself
  // still goes to .next/ (Next's hasCustomExportOutput / getBuildDistDir).
  ...(process.env.DOCS_EXPORT_DIR ? { distDir: process.env.DOCS_EXPORT_DIR } : {}),
  // Build-time only packages: keep them out of any client bundle and let Node load them as they are
  // (Turbopack then does not bundle them for the server either: less build time and memory).
  serverExternalPackages: [
    'shiki',
    '@shikijs/rehype',
    '@shikijs/transformers',
    '@mdx-js/mdx',
    'gray-matter',
    '@redocly/openapi-core',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-mdx',
    'remark-directive',
    'remark-stringify',
    'mdast-util-to-string',
    'mdast-util-mdx-jsx',
    'unist-util-visit',
    'github-slugger',
    'vfile',
    'minisearch',
  ],
};

// `next dev` only (`next` sets NODE_ENV to 'development' before it loads this file): each page's Markdown
// twin (`/quickstart/installation.md`, `/index.md`) is answered with a redirect to the route handler that
// makes it, under /markdown-export/ (app/markdown-export/[...path]/route.ts). A rewrite would keep the URL,
// but the dev server then checks the original URL against generateStaticParams (output: 'export') and
// fails. The static build needs neither (a static export ignores both): scripts/place-markdown.ts (a step of
// `npm run build`) moves the built files next to the pages.
if (process.env.NODE_ENV === 'development') {
  nextConfig.redirects = async () => [
    { source: '/:path((?!markdown-export/).+\\.md)', destination: '/markdown-export/:path', permanent: false },
  ];
}

export default nextConfig;
