import type { Root } from 'mdast';
import { posix } from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isGatheredAsset } from '../content/site-assets';
import { imagesOf } from './remark-images';
import type { LinkRef } from './types';

export interface LinkOptions {
  /** Id of the doc being processed (`quickstart/installation`), to resolve relative file links. */
  docId: string;
  /** Route of a doc id, or undefined when there is no such doc. */
  routeOfDoc: (docId: string) => string | undefined;
  /**
   * The route of an absolute link inside the doc's own version (`/x` → `/next/x` when that page exists), or undefined
   * to keep it as written.
   */
  routeInVersion?: (url: string) => string | undefined;
}

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|#)([^?#]*\.mdx?)(#.*)?$/i;

/**
 * Where a link in a doc goes: a `.md`/`.mdx` link becomes that file's route (`fileRoute` null when no such doc), an
 * absolute link its route in the doc's version. The remark plugin below and the pages' `a` component share it.
 */
export function resolveLink(url: string, options: LinkOptions): { url: string; fileRoute?: string | null } {
  const match = FILE_LINK.exec(url);
  if (!match) return { url: options.routeInVersion?.(url) ?? url };
  const [, path, hash = ''] = match;
  // As Docusaurus resolves a file link: from the doc's own folder, then from the docs root (`/x.md` from the root only).
  const bases = path.startsWith('/') ? [''] : [posix.dirname(options.docId), ''];
  for (const base of bases) {
    const target = posix
      .normalize(posix.join(base, decodeURI(path)))
      .replace(/^\/+/, '')
      .replace(/\.mdx?$/i, '');
    const route = options.routeOfDoc(target);
    if (route) return { url: `${route}${hash}`, fileRoute: route };
  }
  return { url, fileRoute: null };
}

/**
 * Records every link and image (but those remark-images.ts copied under /assets/images/) in `file.data.links` and
 * rewrites file links to routes, as Docusaurus does; a file link to no doc keeps its URL with `fileRoute: null`, which
 * the link check reports as an error.
 */
export function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const line = node.position?.start.line ?? 0;
      const column = node.position?.start.column ?? 0;
      if (node.type === 'image') {
        if (!isGatheredAsset(node.url)) links.push({ url: node.url, line, column, image: true });
        return;
      }
      const resolved = resolveLink(node.url, options);
      // A file link is checked as written (with the route it found); any other link at its in-version route.
      links.push(
        resolved.fileRoute === undefined
          ? { url: resolved.url, line, column }
          : { url: node.url, line, column, fileRoute: resolved.fileRoute },
      );
      node.url = resolved.url;
    });
    // A JSX `<img src>` is checked as a Markdown image is (remark-images.ts resolved both the same way).
    for (const image of imagesOf(tree)) if (!isGatheredAsset(image.url)) links.push({ ...image, image: true });
    file.data.links = links;
  };
}

/**
 * Rewrites the relative file links of a partial's tree (`./setup.md`) as seen from the file that imports it, `folder`
 * being the partial's folder relative to that file's, so they resolve as Docusaurus resolves them: from the partial's
 * folder. A bare path (`guides/x.md`) is rewritten only when `inFolder` finds it there; else it stays for the docs
 * root.
 */
export function rebaseFileLinks(tree: Root, folder: string, inFolder: (path: string) => boolean): void {
  if (!folder) return;
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const match = FILE_LINK.exec(node.url);
    if (!match || match[1].startsWith('/')) return;
    if (match[1].startsWith('.') || inFolder(match[1])) node.url = `${posix.join(folder, match[1])}${match[2] ?? ''}`;
  });
}
