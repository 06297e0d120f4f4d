// @ts-check
// The site's files besides the pages and public/: the images guides name by their file (/assets/images/,
// lib/site/content/site-assets.ts) and a Docusaurus site's (DOCUSAURUS_SITE) static/ folder at the site root. The
// route handler app/site-files/[...path]/route.ts serves them under /site-files/: `next dev` reaches it through the
// rewrites below, and `npm run build` moves what it exported to the files' own addresses (scripts/finish-export.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Where the route handler lives; its first segment says which folder a file is read from. */
export const SITE_FILES_ROUTE = '/site-files';

/**
 * A path as a path-to-regexp source that matches only itself.
 * @param {string} path
 */
const literal = (path) => path.replace(/[:()*+?{}\\!]/g, (c) => `\\${c}`);

/**
 * The files of the Docusaurus site's static/ folder that public/ does not also have (public/ wins, as Docusaurus'
 * own static folder would), as sorted site paths without the leading slash.
 * @param {string} projectRoot
 * @returns {string[]}
 */
export function siteStaticFiles(projectRoot) {
  const site = process.env.DOCUSAURUS_SITE;
  const staticDir = site && join(resolve(projectRoot, site), 'static');
  if (!staticDir || !existsSync(staticDir)) return [];
  return readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => statSync(join(staticDir, rel)).isFile() && !existsSync(join(projectRoot, 'public', rel)))
    .map((rel) => rel.split(sep).join('/'))
    .sort();
}

/**
 * The dev server's rewrites to the site-files route: one per file of `siteStaticFiles`, listed when Next starts, so a
 * file added later needs a restart (as a guide does); and /assets/images/ as a whole, the only one without
 * DOCUSAURUS_SITE.
 * @param {string} projectRoot
 * @returns {{ source: string, destination: string }[]}
 */
export function siteFileRewrites(projectRoot) {
  return [
    { source: '/assets/images/:name', destination: `${SITE_FILES_ROUTE}/assets/:name` },
    // Matched against the request's path as sent, where a space is %20.
    ...siteStaticFiles(projectRoot).map((rel) => ({
      source: `/${literal(encodeURI(rel))}`,
      destination: `${SITE_FILES_ROUTE}/static/${literal(encodeURI(rel))}`,
    })),
  ];
}
