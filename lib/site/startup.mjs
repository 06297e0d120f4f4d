// @ts-check
// The door from the plain-Node .mjs callers (next.config.mjs, scripts/build.mjs), which run before TypeScript is
// involved: the router check, the guide import map, the dev server's rewrites to a Docusaurus site's files, and where the plugins @next/mdx loads are.
import { join } from 'node:path';

export { assertSupportedRouter } from './config/router.mjs';
export { docsEnv, guideFiles, writeGuideMap } from './mdx/guide-map.mjs';
export { siteFileRewrites } from './content/site-file-rewrites.mjs';
export { assetDirOf, buildStoreOf, EXPORT_STAGING } from './content/build-dirs.mjs';

/** The folder of the plugin modules @next/mdx loads (./mdx/next-mdx/), as absolute paths go in Next's config. */
export const MDX_PLUGIN_DIR = join(import.meta.dirname, 'mdx', 'next-mdx');
