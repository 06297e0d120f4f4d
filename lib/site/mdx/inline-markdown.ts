import type { PhrasingContent, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

// Large API documents repeat a description at every use of a schema (Stripe's twins parse the same few thousand
// texts again and again), so parsed lines are kept, and each caller gets a copy it may change.
const KEPT = 5_000;
const parsed = new Map<string, PhrasingContent[]>();

/**
 * One line of Markdown as phrasing nodes so `code` stays code; raw HTML is kept as text, since `<state dir>` is prose
 * there.
 */
export function inlineMarkdown(markdown: string): PhrasingContent[] {
  let nodes = parsed.get(markdown);
  if (!nodes) {
    if (parsed.size >= KEPT) parsed.clear();
    nodes = parse(markdown);
    parsed.set(markdown, nodes);
  }
  return structuredClone(nodes);
}

function parse(markdown: string): PhrasingContent[] {
  const tree = parser.runSync(parser.parse(markdown.trim())) as Root;
  visit(tree, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  const out: PhrasingContent[] = [];
  for (const block of tree.children) {
    if (block.type !== 'paragraph') continue;
    if (out.length) out.push({ type: 'text', value: ' ' });
    out.push(
      ...block.children.map((c) => (c.type === 'break' ? ({ type: 'text', value: ' ' } as PhrasingContent) : c)),
    );
  }
  visit({ type: 'paragraph', children: out }, 'text', (node) => {
    node.value = node.value.replace(/\s*\n\s*/g, ' ');
  });
  return out;
}
