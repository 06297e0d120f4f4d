import type { BlockContent, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { admonitionOf } from '../../../shared/admonitions';
import type { CliTables } from '../../route-data/cli-tables';
import { inlineMarkdown } from '../../mdx/inline-markdown';
import { stringAttribute, type JsxElement } from '../../mdx/jsx-attributes';

import { code, joined, link, paragraph, strong, table, text } from './nodes';

/** A table's name cell: the name in code, linked to its reference entry when it has one (`url` makes it absolute). */
function nameCell(
  names: readonly string[],
  href: string | undefined,
  url: (href: string) => string,
): PhrasingContent[] {
  const cell = joined(names.map(code));
  return href ? [link(url(href), ...cell)] : cell;
}

/** `<CliOptions names={[…]} />`: the table the page shows, from the same rows (route-data/cli-tables.ts). */
export function cliOptionsTable(names: string[], tables: CliTables, url: (href: string) => string): BlockContent {
  const rows = names.map((name) => {
    const o = tables.options[name];
    const what: PhrasingContent[] = inlineMarkdown(o.description);
    if (o.choices) what.push(text(' One of: '), ...joined(o.choices.map(code)), text('.'));
    return [nameCell(o.flags, o.href, url), [code(o.default)], what];
  });
  return table(['Option', 'Default', 'What it does'], rows);
}

/** `<EnvVars names={[…]} />`: the table of environment variables, from the same rows as the page's. */
export function envVarsTable(names: string[], tables: CliTables, url: (href: string) => string): BlockContent {
  const rows = names.map((name) => [
    nameCell([tables.envVars[name].name], tables.envVars[name].href, url),
    inlineMarkdown(tables.envVars[name].configures),
  ]);
  return table(['Variable', 'What it configures'], rows);
}

/** The bold first line of an admonition's blockquote: `**Note**`, or `**Warning: Title**` with a title. */
export function admonitionLead(type: string, title: string | undefined): BlockContent {
  // The label the HTML shows (components/mdx/admonition.tsx).
  const { label } = admonitionOf(type);
  return paragraph(strong(text(title ? `${label}: ${title}` : label)));
}

/** Flow children of an element that are TabItems, with their labels (`label`, else `value`). */
export function tabItems(node: JsxElement): { label: string; item: JsxElement }[] {
  return node.children
    .filter(
      (c): c is MdxJsxFlowElement =>
        (c as RootContent).type === 'mdxJsxFlowElement' && (c as MdxJsxFlowElement).name === 'TabItem',
    )
    .map((item) => ({ label: stringAttribute(item, 'label') ?? stringAttribute(item, 'value') ?? '', item }));
}
