import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { contentType } from 'mime-types';
import { siteStaticDir } from './docusaurus-site';
import { assetDir } from './site-assets';

/** The folder each first segment of the dev site-files route reads from (site-file-rewrites.mjs rewrites to it). */
const FOLDERS: Record<string, () => string | undefined> = { static: siteStaticDir, assets: assetDir };

/**
 * The response of `next dev` for /site-files/<static|assets>/<path>: the file of the Docusaurus site's static/ folder
 * or of the gathered guide images, with its type; 404 for anything else, a path leaving the folder included.
 */
export function siteFileResponse(segments: readonly string[]): Response {
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
