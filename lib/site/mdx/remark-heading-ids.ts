import GithubSlugger from 'github-slugger';
import type { Heading as HeadingNode, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Heading } from './types';

const CUSTOM_ID = /\s*\{#([^{}]+)\}\s*$/;

/** A heading's `{#my-id}` (escaped by preprocess.ts), removed from its text and returned. */
function takeCustomId(node: HeadingNode): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const m = CUSTOM_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) node.children.pop();
  return m[1].trim();
}

/**
 * Gives h2–h6 GitHub-style ids (or the custom `{#id}`) and records them in `file.data.headings`. Link checking and
 * rendering run this same plugin, so the ids checked are the ids rendered.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    visit(tree, 'heading', (node) => {
      const custom = takeCustomId(node);
      if (node.depth < 2 && !custom) return;
      const text = toString(node).trim();
      const id = custom ?? slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth >= 2) headings.push({ depth: node.depth, text, id });
    });
    file.data.headings = headings;
  };
}
