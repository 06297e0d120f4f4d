import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `next build` lists the routes it prerendered, in its dist folder (an assumption about Next: ./README.md). */
export const PRERENDER_MANIFEST = 'prerender-manifest.json';

/**
 * The routes a build's prerender manifest lists that have no file in the exported folder. `/_global-error` is never
 * exported.
 * @param {string} outDir
 * @param {string} manifestFile  the build's `prerender-manifest.json`
 * @returns {string[]}
 */
export function missingRoutes(outDir, manifestFile) {
  /** @type {{ routes: Record<string, unknown> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.keys(manifest.routes)
    .filter((route) => route !== '/_global-error')
    .filter((route) => {
      const candidates =
        route === '/_not-found'
          ? ['404.html']
          : route === '/'
            ? ['index.html']
            : [route.slice(1), `${route.slice(1)}.html`, join(route.slice(1), 'index.html')];
      return !candidates.some((file) => existsSync(join(outDir, file)));
    });
}
