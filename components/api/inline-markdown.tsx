import type { PhrasingContent } from 'mdast';
import type { ReactNode } from 'react';
import type { Rendered } from './markdown';

/** Phrasing nodes as React elements; links only to http(s), relative and anchor URLs, and none inside another link. */
function render(nodes: readonly PhrasingContent[], links = true): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'inlineCode':
        return <code key={i}>{node.value}</code>;
      case 'emphasis':
        return <em key={i}>{render(node.children, links)}</em>;
      case 'strong':
        return <strong key={i}>{render(node.children, links)}</strong>;
      case 'delete':
        return <del key={i}>{render(node.children, links)}</del>;
      case 'link':
        return links && /^(https?:|\/|#|\.)/.test(node.url) ? (
          <a key={i} href={node.url}>
            {render(node.children, links)}
          </a>
        ) : (
          render(node.children, links)
        );
      default:
        return 'children' in node
          ? render(node.children as PhrasingContent[], links)
          : 'value' in node
            ? String(node.value)
            : '';
    }
  });
}

/**
 * A line of inline Markdown from the OpenAPI file (an operation's summary) with its code, emphasis and links, parsed by
 * the page's view (lib/site/openapi/rendered-text.ts).
 */
export function InlineMarkdown({
  text,
  rendered,
  links = true,
}: {
  text: string;
  rendered: Rendered;
  links?: boolean;
}) {
  const nodes = rendered.inline[text];
  if (!nodes) throw new Error(`The page's view has no rendered summary for: ${text.slice(0, 80)}`);
  return <>{render(nodes, links)}</>;
}
