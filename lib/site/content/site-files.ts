import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { contentType } from 'mime-types';
import { siteStaticDir } from './docusaurus-site';
import { assetDir } from './site-assets';
import { siteStaticFiles } from './site-file-rewrites.mjs';

/** The folder each first segment of the site-files route reads from (site-file-rewrites.mjs rewrites to it). */
const FOLDERS: Record<string, () => string | undefined> = { static: siteStaticDir, assets: assetDir };

/**
 * The one path of a site with no such files: a static export needs at least one path for the route, and the finishing
 * step removes the folder it is exported into.
 */
const NONE = 'none.txt';

/**
 * The paths the site-files route exports: every file of the Docusaurus site's static/ folder (public/ wins) and every
 * image gathered from the guides (by the content check, which compiles each guide before `next build`).
 */
export function siteFileParams(): { path: string[] }[] {
  const dir = assetDir();
  const paths = [
    ...siteStaticFiles(process.cwd()).map((rel) => ['static', ...rel.split('/')]),
    ...(existsSync(dir) ? readdirSync(dir).sort() : []).map((name) => ['assets', name]),
  ];
  return (paths.length ? paths : [[NONE]]).map((path) => ({ path }));
}

/**
 * The response for /site-files/<static|assets>/<path>: the file of the Docusaurus site's static/ folder or of the
 * gathered guide images, with its type; 404 for anything else, a path leaving the folder included.
 */
export function siteFileResponse(segments: readonly string[]): Response {
  if (segments.length === 1 && segments[0] === NONE) return new Response('This site has no files of its own here.\n');
  const [kind, ...rest] = segments;
  const dir = FOLDERS[kind]?.();
  const file = dir && resolve(dir, ...rest.map(decodeURIComponent));
  const inside = dir && file && !relative(dir, file).startsWith('..') && !relative(dir, file).startsWith(sep);
  if (!inside || !existsSync(file) || !statSync(file).isFile()) return new Response('Not found', { status: 404 });
  return new Response(readFileSync(file), {
    headers: {
      'Content-Type': contentType(basename(file)) || 'application/octet-stream',
      'Cache-Control': 'no-cache',
    },
  });
}
