// @ts-check
import siteConfig from './site.config.mjs';

const base = `/${(siteConfig.baseUrl ?? '/').replace(/^\/+|\/+$/g, '')}`;

if (siteConfig.future?.experimental_router === 'hash') {
  throw new Error(
    'site.config.mjs: future.experimental_router "hash" is not supported yet by this site; use "browser" (the default).',
  );
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath: base === '/' ? '' : base,
  trailingSlash: siteConfig.trailingSlash === true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Build-time only packages: keep them out of any client bundle and let Node load them as they are.
  serverExternalPackages: ['shiki', '@shikijs/rehype', '@mdx-js/mdx', 'gray-matter', '@redocly/openapi-core'],
};

export default nextConfig;
