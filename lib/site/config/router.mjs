// @ts-check
// Imported by next.config.mjs (plain ESM, runs before TypeScript is involved) and by the unit tests.

export const HASH_ROUTER_UNSUPPORTED =
  'site.config.mjs: future.experimental_router "hash" is not supported yet by this site: a static export ' +
  'writes one HTML file per route, and the hash-routed single-page build is not implemented. ' +
  'Use "browser" (the default) or remove the option.';

/**
 * Stops the build when the site config asks for a router this site cannot build yet.
 * @param {{ future?: { experimental_router?: string } }} config the raw site config
 */
export function assertSupportedRouter(config) {
  if (config.future?.experimental_router === 'hash') throw new Error(HASH_ROUTER_UNSUPPORTED);
}
