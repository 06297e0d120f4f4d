import type { PhrasingContent } from 'mdast';
import type { ReactNode } from 'react';
import { inlineMarkdown } from '@/lib/site/outputs/markdown/inline';

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

/** A line of inline Markdown from the OpenAPI file (an operation's summary) with its code, emphasis and links. */
export function InlineMarkdown({ text, links = true }: { text: string; links?: boolean }) {
  return <>{render(inlineMarkdown(text), links)}</>;
}
