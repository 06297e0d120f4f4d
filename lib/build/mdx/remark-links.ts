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
   * The route an absolute link (`/configuration/ollama#x`) takes inside the doc's own version, or undefined to keep
   * it as written. A version served under a prefix resolves `/x` to its own `/next/x` when it has that page.
   */
  routeInVersion?: (url: string) => string | undefined;
}

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|#)([^?#]*\.mdx?)(#.*)?$/i;

/**
 * Where a link written in the doc `options.docId` goes: a `.md`/`.mdx` file link becomes the route of that
 * file (`fileRoute`; null when there is no such doc, and the URL stays as written), an absolute link its
 * route inside the doc's version; anything else stays as written. The remark plugin below (site loader:
 * link check, search, Markdown twin) and the guide pages' `a` component (HTML) both resolve with it.
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
 * Records every Markdown link in `file.data.links` and rewrites links to `.md`/`.mdx` files into the
 * route of that file, the way Docusaurus resolves them. A file link that resolves to no doc keeps its
 * URL and is recorded with `fileRoute: null` (a warning, not an error).
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
