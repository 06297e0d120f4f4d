// @ts-check
// Where the steps of `npm run build` (scripts/build.mjs) leave what a later step reads, found by rule in every process
// rather than handed on in environment variables. `next dev` keeps images of its own, so that a build, which empties
// its folder first, never ships an image only the dev server gathered.
import { join } from 'node:path';

/** Where `next build` exports (its `distDir`, next.config.mjs); scripts/build.mjs swaps it into out/ once all is done. */
export const EXPORT_STAGING = '.out-staging';

/**
 * Whether this process is (part of) `next dev`, which reloads the site on each change and lets a broken guide fail
 * alone.
 */
export function isDevServer() {
  return process.env.NODE_ENV === 'development';
}

/**
 * The folder the images guides name are gathered in (./site-assets.ts): `next dev`'s, or the build's.
 * @param {string} root
 * @param {boolean} [dev]
 */
export function assetDirOf(root, dev = isDevServer()) {
  return join(root, '.next', 'cache', dev ? 'docs-assets' : 'docs-assets-build');
}

/**
 * A store the processes of one build share, by the name of what it holds: guides' syntax trees (../mdx/syntax.ts),
 * the search index's files (../outputs/search/index-store.ts). None under `next dev` or the unit tests, which keep
 * what they make in memory, unless DOCS_BUILD_STORES names a folder for the stores (a test of a store).
 * @param {string} root
 * @param {'mdx-syntax' | 'search-index'} name
 * @returns {string | undefined}
 */
export function buildStoreOf(root, name) {
  const { DOCS_BUILD_STORES, NODE_ENV } = process.env;
  if (DOCS_BUILD_STORES) return join(DOCS_BUILD_STORES, name);
  return isDevServer() || NODE_ENV === 'test' ? undefined : join(root, '.next', 'cache', name);
}
