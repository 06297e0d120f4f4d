// @ts-check
// What `next dev` serves besides the pages and public/: the images guides name by their file (/assets/images/,
// lib/site/content/site-assets.ts) and a Docusaurus site's (DOCUSAURUS_SITE) static/ folder at the site root. Both
// are files `npm run build` copies into the export (scripts/finish-export.ts); `next dev` reads them through the route
// handler app/site-files/[...path]/route.dev.ts, a route of the dev server only (next.config.mjs, pageExtensions),
// reached by the rewrites below.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Where the dev route handler lives; its first segment says which folder a file is read from. */
export const SITE_FILES_ROUTE = '/site-files';

/**
 * A path as a path-to-regexp source that matches only itself.
 * @param {string} path
 */
const literal = (path) => path.replace(/[:()*+?{}\\!]/g, (c) => `\\${c}`);

/**
 * The dev server's rewrites to the site-files route: one per file of the Docusaurus site's static/ folder that
 * public/ does not also have (public/ wins, as in the export), listed when Next starts, so a file added later needs a
 * restart (as a guide does); and /assets/images/ as a whole, the only one without DOCUSAURUS_SITE.
 * @param {string} projectRoot
 * @returns {{ source: string, destination: string }[]}
 */
export function siteFileRewrites(projectRoot) {
  const rewrites = [{ source: '/assets/images/:name', destination: `${SITE_FILES_ROUTE}/assets/:name` }];
  const site = process.env.DOCUSAURUS_SITE;
  if (!site) return rewrites;
  const staticDir = join(resolve(projectRoot, site), 'static');
  if (!existsSync(staticDir)) return rewrites;
  for (const rel of readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!statSync(join(staticDir, rel)).isFile() || existsSync(join(projectRoot, 'public', rel))) continue;
    const path = literal(rel.split(sep).join('/'));
    rewrites.push({ source: `/${path}`, destination: `${SITE_FILES_ROUTE}/static/${path}` });
  }
  return rewrites;
}
