// @ts-check
// Where the steps of `npm run build` (scripts/build.mjs) leave what a later step reads, found by rule in every process
// rather than handed on in environment variables. `next dev` keeps images of its own, so that a build, which empties
// its folder first, never ships an image only the dev server gathered.
import { join } from 'node:path';

/** Where `next build` exports (its `distDir`, next.config.mjs); scripts/build.mjs swaps it into out/ once all is done. */
export const EXPORT_STAGING = '.out-staging';

/**
 * The folder the images guides name are gathered in (./site-assets.ts): `next dev`'s, or the build's.
 * @param {string} root
 * @param {boolean} [dev]
 */
export function assetDirOf(root, dev = process.env.NODE_ENV === 'development') {
  return join(root, '.next', 'cache', dev ? 'docs-assets' : 'docs-assets-build');
}

/**
 * The store of guides' syntax trees by text (../mdx/syntax.ts), shared by the content check and the render workers.
 * @param {string} root
 */
export function mdxStoreOf(root) {
  return join(root, '.next', 'cache', 'mdx-syntax');
}
