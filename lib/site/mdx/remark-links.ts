import type { Root } from 'mdast';
import { posix } from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
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
  const base = path.startsWith('/') ? '' : posix.dirname(options.docId);
  const target = posix
    .normalize(posix.join(base, decodeURI(path)))
    .replace(/^\/+/, '')
    .replace(/\.mdx?$/i, '');
  const route = options.routeOfDoc(target);
  return { url: route ? `${route}${hash}` : url, fileRoute: route ?? null };
}

/**
 * Records every link in `file.data.links` and rewrites file links to routes, as Docusaurus does; a file link to no doc
 * keeps its URL with `fileRoute: null`, a warning.
 */
export function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const line = node.position?.start.line ?? 0;
      const column = node.position?.start.column ?? 0;
      const resolved = resolveLink(node.url, options);
      // A file link is checked as written (with the route it found); any other link at its in-version route.
      links.push(
        resolved.fileRoute === undefined
          ? { url: resolved.url, line, column }
          : { url: node.url, line, column, fileRoute: resolved.fileRoute },
      );
      node.url = resolved.url;
    });
    file.data.links = links;
  };
}
