import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { ADMONITION_KINDS } from '../../shared/admonitions';

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * `:::note[Title]` becomes `<Admonition>`; any other directive (such as `:latest` in an unquoted `qwen:latest`) is
 * turned back into its text so remark-directive never swallows prose.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && (ADMONITION_KINDS as string[]).includes(node.name)) {
        const [first, ...rest] = node.children;
        const hasLabel =
          first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const title = hasLabel ? toString(first) : undefined;
        const children = (hasLabel ? rest : node.children) as RootContent[];
        const replacement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          // The keyword itself: the component and the twin read its style and label (lib/shared/admonitions.ts).
          attributes: [attr('type', node.name), ...(title ? [attr('title', title)] : [])],
          children,
          position: node.position,
        } as RootContent;
        parent.children.splice(index, 1, replacement as never);
        return;
      }
      if (node.type === 'textDirective') {
        const text: PhrasingContent[] = [
          { type: 'text', value: `:${node.name}` },
          ...(node.children as PhrasingContent[]),
        ];
        parent.children.splice(index, 1, ...(text as never[]));
        return [SKIP, index + text.length];
      }
      if (node.type === 'leafDirective' || node.type === 'containerDirective') {
        const paragraph: Paragraph = {
          type: 'paragraph',
          children: [{ type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':::'}${node.name}` }],
        };
        parent.children.splice(
          index,
          1,
          paragraph as never,
          ...((node.type === 'containerDirective' ? node.children : []) as never[]),
        );
        return [SKIP, index + 1];
      }
    });
  };
}
