// The floor of the benchmark (scripts/bench/floor.ts): the smallest App Router site the framework allows,
// built by the project's own `next` into a static export, so every figure of the docs site can be read as
// "how far above what Next.js itself costs". Same export options as the site where they touch the output
// (no basePath, no trailing slash, unoptimized images, no powered-by header); nothing else.
/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { turbopackSourceMaps: false },
};

export default config;
