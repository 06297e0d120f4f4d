import type { Blockquote, Root, RootContent } from 'mdast';
import { stripCodeAnnotations } from '../../mdx/code-annotations';
import { parseCodeMeta } from '../../mdx/code-meta';
import type { GuideDocument } from '../../mdx/document';
import type { CliFacts } from '../../content/facts/cli';
import { stringAttribute, stringListAttribute, type JsxElement } from '../../mdx/jsx-attributes';
import { cliTables, type CliTables, type ReferenceLinks } from '../../route-data/cli-tables';
import { admonitionLead, cliOptionsTable, envVarsTable, tabItems } from './jsx';
import { heading, paragraph, strong, text } from './nodes';
import { absoluteLink, type SiteAddress } from './urls';

export interface DocInput {
  route: string;
  title: string;
  description?: string;
  /** The guide's parsed document (lib/site/mdx/document.ts); it is copied, never changed. */
  document: GuideDocument;
  /** The version's command-line facts, for `<CliOptions>` and `<EnvVars>`. */
  cli?: CliFacts;
  /** Where the version's reference pages describe each option and variable (their names link there). */
  links?: ReferenceLinks;
}

/** What every node of one page is transformed with. */
interface Ctx {
  site: SiteAddress;
  route: string;
  /** The rows of the guide's `<CliOptions>` and `<EnvVars>` tables, as its page shows them. */
  tables: CliTables;
}

type AnyNode = RootContent | Root;
type Parent = Extract<AnyNode, { children: unknown[] }>;

const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * MDX nodes as plain Markdown: expressions and imports dropped, components written as their Markdown reading, links
 * absolute, and code without its annotations, as the page shows it.
 */
function transform(node: AnyNode, ctx: Ctx): RootContent[] {
  if (DROPPED.has(node.type)) return [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return renderElement(node, ctx);
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
    node.url = absoluteLink(ctx.site, node.url, ctx.route);
  if (node.type === 'code') {
    // Read before the meta is reduced: a `{1,3-4}` range keeps magic comments in the code, as on the page.
    node.value = stripCodeAnnotations(node.value, node.lang ?? 'text', node.meta ?? '');
    node.meta = codeMeta(node.meta);
  }
  if ('children' in node) (node as Parent).children = transformAll((node as Parent).children, ctx) as never;
  return [node as RootContent];
}

function transformAll(children: readonly RootContent[], ctx: Ctx): RootContent[] {
  return children.flatMap((c) => transform(c, ctx));
}

/** Only the title survives from a fence's meta (`title="x.py"`); line-highlight ranges mean nothing in Markdown. */
function codeMeta(meta: string | null | undefined): string | null {
  const { title } = parseCodeMeta(meta ?? '');
  if (!title) return null;
  return title.includes('"') ? `title='${title}'` : `title="${title}"`;
}

function renderElement(node: JsxElement, ctx: Ctx): RootContent[] {
  const inner = () => transformAll(node.children as RootContent[], ctx);
  switch (node.name) {
    case 'Admonition': {
      const quote: Blockquote = {
        type: 'blockquote',
        children: [
          admonitionLead(stringAttribute(node, 'type') ?? 'note', stringAttribute(node, 'title')),
          ...(inner() as Blockquote['children']),
        ],
      };
      return [quote];
    }
    case 'Tabs':
      return tabItems(node).flatMap(({ label, item }) => [
        paragraph(strong(text(label))),
        ...transformAll(item.children as RootContent[], ctx),
      ]);
    case 'CliOptions':
      return [
        cliOptionsTable(stringListAttribute(node, 'names'), ctx.tables, (href) =>
          absoluteLink(ctx.site, href, ctx.route),
        ),
      ];
    case 'EnvVars':
      return [
        envVarsTable(stringListAttribute(node, 'names'), ctx.tables, (href) => absoluteLink(ctx.site, href, ctx.route)),
      ];
    default:
      return inner();
  }
}

/** A guide as a plain Markdown tree: `# Title`, the description, then the content without any MDX. */
export function docMarkdownTree(doc: DocInput, site: SiteAddress): Root {
  // The transform below rewrites nodes in place: it works on a copy of the shared tree.
  const tree = structuredClone(doc.document.tree);
  const tables = cliTables(tree, doc.cli, doc.links);
  const body = transformAll(tree.children, { site, route: doc.route, tables });
  const hasTitle = body.some((n) => n.type === 'heading' && n.depth === 1);
  const lead: RootContent[] = hasTitle
    ? []
    : [heading(1, text(doc.title)), ...(doc.description ? [paragraph(text(doc.description))] : [])];
  return { type: 'root', children: [...lead, ...body] };
}
