import type { BlockContent, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { cliOption, cliEnvVar } from '../../content/facts/tables';
import { formatDefault, type CliFacts } from '../../content/facts/cli';
import { inlineMarkdown } from '../../mdx/inline-markdown';
import { stringAttribute, type JsxElement } from '../../mdx/jsx-attributes';

import { code, joined, paragraph, strong, table, text } from './nodes';

/** Kind labels of admonitions, as the HTML shows them (components/mdx/admonition.tsx). */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

/** `<CliOptions names={[…]} />`: the table the page shows, from the same facts data. */
export function cliOptionsTable(names: string[], cli: CliFacts | undefined): BlockContent {
  const rows = names.map((name) => {
    const o = cliOption(cli, name);
    const what: PhrasingContent[] = inlineMarkdown(o.description);
    if (o.choices) what.push(text(' One of: '), ...joined(o.choices.map(code)), text('.'));
    return [joined(o.flags.map(code)), [code(formatDefault(o))], what];
  });
  return table(['Option', 'Default', 'What it does'], rows);
}

/** `<EnvVars names={[…]} />`: the table of environment variables, from the facts data. */
export function envVarsTable(names: string[], cli: CliFacts | undefined): BlockContent {
  const rows = names.map((name) => {
    const v = cliEnvVar(cli, name);
    return [[code(v.name)], inlineMarkdown(v.configures ?? v.purpose ?? '')];
  });
  return table(['Variable', 'What it configures'], rows);
}

/** The bold first line of an admonition's blockquote: `**Note**`, or `**Warning: Title**` with a title. */
export function admonitionLead(type: string, title: string | undefined): BlockContent {
  const label = ADMONITION_LABELS[type] ?? ADMONITION_LABELS.note;
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
