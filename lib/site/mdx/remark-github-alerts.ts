import type { Blockquote, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

/** GitHub's alert kinds and the admonition keyword each is drawn as: GitHub draws its caution red, as danger here. */
const KINDS: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'danger',
};
// GitHub reads the marker in any case: `[!tip]` and `[!Note]` are alerts too.
const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/** The admonition kind of a blockquote written as a GitHub alert, with the marker removed. */
function alertKind(quote: Blockquote): string | undefined {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const text = first.children[0];
  if (text?.type !== 'text') return undefined;
  const m = MARKER.exec(text.value);
  if (!m) return undefined;
  text.value = text.value.slice(m[0].length);
  if (!text.value) first.children.shift();
  // A soft break right after the marker would start the admonition with an empty line.
  if (first.children[0]?.type === 'break') first.children.shift();
  if (!first.children.length) quote.children.shift();
  return KINDS[m[1].toUpperCase()];
}

/**
 * GitHub-style alerts (`> [!NOTE]`…) in guides and in the OpenAPI file's descriptions become the site's admonitions,
 * as `:::note` does.
 */
export function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const kind = alertKind(node);
      if (!kind) return;
      const admonition = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: kind }],
        children: node.children,
        position: node.position,
      } as RootContent;
      parent.children.splice(index, 1, admonition as never);
    });
  };
}
