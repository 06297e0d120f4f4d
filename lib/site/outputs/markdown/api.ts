import { AUTHENTICATION_HEADING } from '../../../shared/api-headings';
import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { MediaView } from '../../openapi/media-view';
import type { ParameterRow } from '../../openapi/parameter-rows';
import type { SampleId } from '../../openapi/snippets';
import { flatSections, type SectionHeading } from '../../openapi/sections';
import type { OperationModel, OverviewModel } from '../../route-data/api-model';
import { inlineMarkdown } from '../../mdx/inline-markdown';
import { code, codeBlock, heading, link, list, listItem, paragraph, root, strong, table, text } from './nodes';
import { externalDocsMarkdown, responseExtrasMarkdown } from './api-extras';
import { schemaBlocks } from './schema';
import { absoluteLink, pageUrl, type SiteAddress } from './urls';

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Markdown written in the OpenAPI file (descriptions) as nodes, with its links made absolute. */
function described(markdown: string | undefined, site: SiteAddress, route: string): RootContent[] {
  if (!markdown?.trim()) return [];
  const tree = markdownParser.runSync(markdownParser.parse(markdown)) as Root;
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = absoluteLink(site, node.url, route);
  });
  return tree.children;
}

/** A body's or response's content types, those that share a schema together with it once, as the page shows them. */
export function mediaBlocks(views: readonly MediaView[] | undefined): BlockContent[] {
  return (views ?? []).flatMap((view) => [
    paragraph(
      text(view.types.length > 1 ? 'Content types: ' : 'Content type: '),
      ...view.types.flatMap((type, i) => [...(i ? [text(', ')] : []), code(type)]),
    ),
    ...(view.schema ? schemaBlocks(view.schema) : []),
  ]);
}

const sectionHeading = (s: SectionHeading) => heading(s.level, text(s.text));

function parametersTable(rows: readonly ParameterRow[]): BlockContent {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    rows.map((p) => {
      const description: PhrasingContent[] = p.description ? inlineMarkdown(p.description) : [];
      if (p.deprecated) description.push(text(`${description.length ? ' ' : ''}Deprecated.`));
      if (p.default) description.push(text(`${description.length ? ' ' : ''}Default: `), code(p.default));
      p.examples.forEach((e, i) => {
        const lead = i ? '; ' : `${description.length ? ' ' : ''}${p.examples.length > 1 ? 'Examples' : 'Example'}: `;
        description.push(text(`${lead}${e.label}`));
        if (e.value !== undefined) description.push(text(' '), code(e.value));
        if (e.externalValue) description.push(text(' '), link(e.externalValue, text(e.externalValue)));
      });
      return [[code(p.name)], [text(p.in)], [text(p.type)], [text(p.required ? 'yes' : 'no')], description];
    }),
  );
}

/** The code samples a page's Markdown twin carries, in the page's order. */
const MARKDOWN_SAMPLES: readonly SampleId[] = ['curl', 'python-requests', 'javascript'];

/** An operation page: endpoint, description, parameters, request body, responses with schemas, and code samples. */
export function operationMarkdownTree(model: OperationModel, site: SiteAddress): Root {
  const { op, route } = model;
  const out: RootContent[] = [
    heading(1, text(model.title)),
    paragraph(
      ...(op.webhook ? [text('Webhook: ')] : []),
      code(`${op.method.toUpperCase()} ${op.path}`),
      ...(op.deprecated ? [text(' '), strong(text('Deprecated'))] : []),
    ),
    ...described(op.description, site, route),
    ...externalDocsMarkdown(op.externalDocs),
  ];
  for (const s of flatSections(model.sections)) {
    switch (s.kind) {
      case 'authentication':
        out.push(sectionHeading(s), ...described(model.security, site, route));
        break;
      case 'parameters':
        out.push(sectionHeading(s), parametersTable(model.parameterRows));
        break;
      case 'request-body':
        out.push(
          sectionHeading(s),
          paragraph(text(s.body.required ? 'Required.' : 'Optional: the request may have no body.')),
        );
        out.push(...described(s.body.description, site, route), ...mediaBlocks(model.media[s.id]));
        break;
      case 'responses':
        out.push(sectionHeading(s));
        break;
      case 'response':
        out.push(sectionHeading(s), ...described(s.response.description, site, route));
        if (s.response.content.length) out.push(...mediaBlocks(model.media[s.id]));
        else out.push(paragraph(text('No response body.')));
        out.push(...responseExtrasMarkdown(model.responseExtras[s.id], site));
        break;
      case 'callbacks':
        out.push(
          sectionHeading(s),
          paragraph(text('Requests the API sends to a URL the caller gives, after this operation.')),
        );
        break;
      case 'callback': {
        const c = s.callback;
        out.push(sectionHeading(s), paragraph(code(`${c.method.toUpperCase()} ${c.expression}`)));
        if (c.summary) out.push(paragraph(...inlineMarkdown(c.summary)));
        out.push(...described(c.description, site, route), ...mediaBlocks(model.media[s.bodyId]));
        for (const r of s.responses) {
          out.push(heading(4, text(`Response ${r.text}`)), ...described(r.response.description, site, route));
          out.push(...mediaBlocks(model.media[r.id]));
        }
        break;
      }
      case 'code-samples': {
        // The twin carries only a few of the page's samples: enough to call the API from a shell, Python or JavaScript
        // without the whole switcher.
        const samples = (model.samples?.samples ?? []).filter((c) => MARKDOWN_SAMPLES.includes(c.id));
        const note = model.samples?.note;
        const shortened = model.samples?.shortened;
        out.push(
          sectionHeading(s),
          ...(note ? [paragraph(...inlineMarkdown(note))] : []),
          ...samples.map((c) => codeBlock(c.code, c.lang, `title=${JSON.stringify(c.label)}`)),
          ...(shortened ? [paragraph(...inlineMarkdown(shortened))] : []),
        );
        break;
      }
    }
  }
  return root(out);
}

/** The API overview page: what the API is, its servers, and every operation by tag with a link to its page. */
export function overviewMarkdownTree(model: OverviewModel, route: string, site: SiteAddress, specPath: string): Root {
  const { doc } = model;
  const { info } = doc;
  const out: RootContent[] = [heading(1, text(info.title)), paragraph(text(`Version ${info.version}.`))];
  out.push(...model.notes.map((note) => paragraph(...inlineMarkdown(note))));
  if (info.summary) out.push(paragraph(text(info.summary)));
  out.push(...described(info.description, site, route), ...externalDocsMarkdown(doc.externalDocs));
  out.push(
    paragraph(
      text('The OpenAPI file: '),
      link(absoluteLink(site, specPath, route), text(specPath.split('/').pop() ?? specPath)),
    ),
  );
  // Authentication comes before Operations, as on the page (components/api/overview.tsx).
  for (const s of model.sections) {
    if (s.kind === 'operations' && model.security) {
      out.push(heading(2, text(AUTHENTICATION_HEADING.text)), ...described(model.security, site, route));
    }
    out.push(sectionHeading(s));
    if (s.kind === 'servers') {
      out.push(
        list(
          s.servers.map((sv) =>
            listItem(
              paragraph(code(sv.url), ...(sv.description ? [text(': '), ...inlineMarkdown(sv.description)] : [])),
            ),
          ),
        ),
      );
      continue;
    }
    for (const g of s.groups) {
      out.push(
        heading(3, text(g.label)),
        ...described(g.description, site, route),
        ...externalDocsMarkdown(g.externalDocs),
      );
      out.push(
        list(
          g.operations.map((op) =>
            listItem(
              paragraph(
                link(pageUrl(site, model.operationHrefs[op.slug]), code(`${op.method.toUpperCase()} ${op.path}`)),
                ...(op.summary ? [text(': '), ...inlineMarkdown(op.summary)] : []),
              ),
            ),
          ),
        ),
      );
    }
  }
  return root(out);
}
