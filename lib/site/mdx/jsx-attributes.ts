// Reading the attributes of an MDX JSX element (`<TabItem label="…">`, `<CliOptions names={[…]} />`) from its syntax
// tree, for what renders guides without React: the Markdown twins and the CLI tables' rows.
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(node: JsxElement, name: string): Exclude<MdxJsxAttribute['value'], null> | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return found?.value ?? undefined;
}

/** A string attribute (`label="macOS"`), or undefined. */
export function stringAttribute(node: JsxElement, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  elements?: (EstreeNode | null)[];
  value?: unknown;
  body?: EstreeNode[];
}

/** A list of strings given as an expression attribute (`names={["--provider", "--model"]}`). */
export function stringListAttribute(node: JsxElement, name: string): string[] {
  const value = attribute(node, name);
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  const program = (value.data as { estree?: EstreeNode } | undefined)?.estree;
  const expression = program?.body?.[0]?.expression;
  if (
    expression?.type === 'ArrayExpression' &&
    expression.elements?.every((e) => e?.type === 'Literal' && typeof e.value === 'string')
  ) {
    return expression.elements.map((e) => e!.value as string);
  }
  throw new Error(`<${node.name}>: ${name} must be an array of strings, got {${value.value}}`);
}
