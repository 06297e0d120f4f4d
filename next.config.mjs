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
  // Build-time only packages: keep them out of any client bundle and let Node load them as they are.
  serverExternalPackages: ['shiki', '@shikijs/rehype', '@mdx-js/mdx', 'gray-matter', '@redocly/openapi-core'],
};

export default nextConfig;
