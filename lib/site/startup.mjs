// @ts-check
// The door from the plain-Node .mjs callers (next.config.mjs, scripts/build.mjs), which run before TypeScript is
// involved: the router check, the guide import map, and where the `next dev` guide loader's modules are.
import { join } from 'node:path';

export { assertSupportedRouter } from './config/router.mjs';
export { guideFiles, writeGuideMap } from './mdx/guide-map.mjs';

/** The folder of the Turbopack MDX loader and its plugins (./mdx/loader/), as absolute paths go in Next's config. */
export const MDX_LOADER_DIR = join(import.meta.dirname, 'mdx', 'loader');
