import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { assetDirOf } from './build-dirs.mjs';

/**
 * Images a guide names by their file (`![x](./img.png)`, `require('./img.png')`), as Docusaurus serves them: at
 * `/assets/images/<name>-<hash>.<ext>`, a path that changes with the file's content. Whichever process compiles a
 * guide (the content check, a render worker, `next dev`) copies the image into the assets folder under that name,
 * and the route app/site-files/ serves the folder (exported by `npm run build`, whose finishing step moves it).
 */
export const ASSET_PATH = '/assets/images/';

/** Where the images are gathered (./build-dirs.mjs; scripts/build.mjs empties the build's); DOCS_ASSET_DIR in tests. */
export function assetDir(): string {
  return process.env.DOCS_ASSET_DIR ?? assetDirOf(process.cwd());
}

/** The site path of an image file (an absolute path), after copying it into the assets folder; undefined if none. */
export function assetUrl(file: string): string | undefined {
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
  const ext = extname(file);
  const name = `${basename(file, ext).replace(/[^\w.-]+/g, '-')}-${hash}${ext.toLowerCase()}`;
  const target = join(assetDir(), name);
  // Named by content: a file already there is this one.
  if (!existsSync(target)) {
    mkdirSync(assetDir(), { recursive: true });
    copyFileSync(file, target);
  }
  return `${ASSET_PATH}${name}`;
}

/** Whether a URL is an image assetUrl gathered (the link check need not look for it in public/). */
export function isGatheredAsset(url: string): boolean {
  return url.startsWith(ASSET_PATH) && existsSync(join(assetDir(), url.slice(ASSET_PATH.length)));
}
