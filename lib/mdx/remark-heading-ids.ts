import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Heading } from './types';

/**
 * Gives every h2–h6 a stable, GitHub-style anchor id (duplicates get -1, -2, …) and records the
 * headings in `file.data.headings`. The same plugin runs for link checking and for rendering, so the
 * ids checked are the ids rendered.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    visit(tree, 'heading', (node) => {
      if (node.depth < 2) return;
      const text = toString(node).trim();
      const id = slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      headings.push({ depth: node.depth, text, id });
    });
    file.data.headings = headings;
  };
}
