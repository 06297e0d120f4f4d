import type { Expression } from 'estree';
import type { Code, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';

/** A string attribute's value, `true` for a bare one (`showLineNumbers`), else undefined. */
function attribute(node: MdxJsxFlowElement, name: string): string | true | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value;
  // `showLineNumbers={5}`, `title={"x"}`: a literal inside braces.
  const expression = attr.value.data?.estree?.body[0];
  if (expression?.type === 'ExpressionStatement' && expression.expression.type === 'Literal') {
    const value = expression.expression.value;
    return value === true ? true : value === null || value === false ? undefined : String(value);
  }
  return undefined;
}

/** The text of a static expression: a string, a template without `${}`, or a name bound to imported text. */
function staticText(expression: Expression | undefined, texts: ReadonlyMap<string, string>): string | undefined {
  if (!expression) return undefined;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
  if (expression.type === 'Identifier') return texts.get(expression.name);
  return undefined;
}

/** The code of a `<CodeBlock>`: one `{…}` child with static text, or plain text children; undefined otherwise. */
function codeOf(node: MdxJsxFlowElement, texts: ReadonlyMap<string, string>): string | undefined {
  const kids: RootContent[] = node.children.flatMap((c): RootContent[] =>
    c.type === 'paragraph' && c.children.length === 1 ? c.children : [c],
  );
  if (kids.length === 1 && (kids[0].type === 'mdxFlowExpression' || kids[0].type === 'mdxTextExpression')) {
    const statement = kids[0].data?.estree?.body[0];
    return statement?.type === 'ExpressionStatement' ? staticText(statement.expression, texts) : undefined;
  }
  if (kids.every((k) => k.type === 'paragraph' || k.type === 'text'))
    return node.children.map((c) => toString(c)).join('\n\n');
  return undefined;
}

/**
 * Docusaurus' `<CodeBlock>` with literal code becomes a fence, so Shiki highlights it at build time and the Markdown
 * twin and search read it as code. Code known only at run time stays a tag (components/mdx/code-block.tsx).
 */
export function codeBlockToFence(parent: { children: RootContent[] }, texts: ReadonlyMap<string, string>): void {
  parent.children = parent.children.map((node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') {
      const value = codeOf(node, texts);
      if (value !== undefined) {
        const language = attribute(node, 'language');
        const title = attribute(node, 'title');
        const lines = attribute(node, 'showLineNumbers');
        const metastring = attribute(node, 'metastring');
        const meta = [
          typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
          lines === true ? 'showLineNumbers' : lines ? `showLineNumbers=${lines}` : '',
          typeof metastring === 'string' ? metastring : '',
        ]
          .filter(Boolean)
          .join(' ');
        const code: Code = {
          type: 'code',
          lang: typeof language === 'string' ? language : null,
          meta: meta || null,
          value: value.replace(/^\n+|\n+$/g, ''),
          position: node.position,
        };
        return code;
      }
    }
    if ('children' in node && Array.isArray(node.children))
      codeBlockToFence(node as { children: RootContent[] }, texts);
    return node;
  });
}
