// @ts-check
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { join } from 'node:path';
import createMDX from '@next/mdx';
import siteConfig from './site.config.mjs';
import {
  assertSupportedRouter,
  docsEnv,
  EXPORT_STAGING,
  MDX_PLUGIN_DIR,
  siteFileRewrites,
  writeGuideMap,
} from './lib/site/startup.mjs';

/**
 * Under `next dev` @next/mdx compiles every guide (`.mdx`, and the `.md` guides a Docusaurus tree has, both as MDX) into
 * a module of its own, which lib/site/mdx/guides.ts imports through the generated guide map; `next build` compiles them
 * at render with the same plugins (lib/site/mdx/compile-guide.ts). Turbopack needs serializable loader options, so the
 * plugins are module paths (lib/site/mdx/next-mdx/*.mjs load our TypeScript plugins through tsx). The provider is
 * Next's `mdx-components.tsx`, @next/mdx's default.
 */
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    format: 'mdx',
    remarkPlugins: [join(MDX_PLUGIN_DIR, 'remark-guide.mjs')],
    rehypePlugins: [join(MDX_PLUGIN_DIR, 'rehype-shiki.mjs')],
  },
});

/**
 * The Next config of a site with these settings. The contract fixture of scripts/next-output/ builds with it too,
 * with a base path of its own, so that its test checks what this config makes Next write.
 * @param {{ baseUrl?: string, trailingSlash?: boolean }} site  the fields of site.config.mjs that Next is given
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export function nextConfigFor(site, phase) {
  const base = `/${(site.baseUrl ?? '/').replace(/^\/+|\/+$/g, '')}`;
  /** @type {import('next').NextConfig} */
  const nextConfig = {
    output: 'export',
    // `next dev` refuses its client scripts to origins other than localhost and the -H host; 127.0.0.1 must work too.
    allowedDevOrigins: ['127.0.0.1'],
    basePath: base === '/' ? '' : base,
    trailingSlash: site.trailingSlash === true,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // Compile-time constant (app/[[...slug]]/page.tsx): only the e2e fixture build has the crash hook's code.
    env: { E2E_CRASH_HOOK: process.env.E2E_CRASH_HOOK === '1' ? '1' : '0' },
    // `npm run typecheck` checks types before the build; the build's own check would add a TypeScript process beside
    // Turbopack.
    typescript: { ignoreBuildErrors: true },
    // Worker threads and no source maps lower the build's peak memory (a static export has no server to debug). The
    // larger minimum chunk size gives the layout's client code fewer, better-compressed files (bench/results.md).
    experimental: {
      workerThreads: true,
      turbopackSourceMaps: false,
      turbopackChunking: { minChunkSize: 200_000 },
      turbopackMangleExportNames: true,
      turbopackCjsTreeShaking: true,
      turbopackCjsScopeHoisting: true,
      turbopackCrossModuleConstants: true,
    },
    // Build-time only packages, kept out of the server bundle to save build time and memory. minisearch is not here: it
    // is browser code that the server also runs for the search page.
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
      'esbuild',
      'shiki',
      '@shikijs/rehype',
      '@shikijs/transformers',
      '@redocly/openapi-core',
      // Mermaid diagrams are drawn at build time (lib/site/mdx/mermaid.ts); ELK is its layout engine.
      'beautiful-mermaid',
      'elkjs',
      'next-mdx-remote',
      // The social cards' font reader (lib/site/outputs/social-cards/fonts.ts), loaded by Node as it is.
      'opentype.js',
    ],
  };

  // `next dev` runs without `output: 'export'`, which would break the rewrites that serve each page's Markdown twin
  // (app/markdown-export/[...path]/route.ts) at /{path}.md and the site's files (app/site-files/[...path]/route.ts) at
  // their own paths; `npm run build` moves the exported files there instead (scripts/finish-export.ts), and still
  // checks what the export adds.
  // The staging folder of `npm run build` (scripts/build.mjs): with `output: 'export'` a custom distDir names only
  // the export folder, and the build itself still goes to .next/.
  if (phase !== PHASE_DEVELOPMENT_SERVER) return withMDX({ ...nextConfig, distDir: EXPORT_STAGING });
  return withMDX({
    ...nextConfig,
    output: undefined,
    rewrites: async () => [
      ...siteFileRewrites(import.meta.dirname),
      { source: '/:path((?!markdown-export/).+\\.md)', destination: '/markdown-export/:path' },
    ],
  });
}

/**
 * The site's config. What reads the site's files runs here, not at import, so that the fixture's import of
 * nextConfigFor leaves the site alone.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export default function config(phase) {
  assertSupportedRouter(siteConfig);
  // The guide modules of this build's docs folders (DOCS_ROOT or DOCUSAURUS_SITE, CONTENT_DIR), as lib/site/source
  // reads them.
  writeGuideMap(import.meta.dirname, docsEnv());
  return nextConfigFor(siteConfig, phase);
}
