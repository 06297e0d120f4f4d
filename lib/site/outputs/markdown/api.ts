import { AUTHENTICATION_HEADING } from '../../../shared/api-headings';
import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { groupBySchema } from '../../openapi/media-groups';
import { parameterRows, type ParameterRow } from '../../openapi/parameter-rows';
import { requirementsMarkdown, schemesMarkdown } from '../../openapi/security-text';
import { codeSamples, type SampleId } from '../../openapi/snippets';
import type { Direction } from '../../openapi/schema-view';
import { flatSections, operationSections, overviewSections, type SectionHeading } from '../../openapi/sections';
import type { ApiDocument, ApiMediaType, ApiOperation } from '../../../shared/openapi-types';
import { operationRoute } from '../../openapi/paths';
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
export function mediaBlocks(content: readonly ApiMediaType[], doc: ApiDocument, direction: Direction): BlockContent[] {
  return groupBySchema(content).flatMap((group) => [
    paragraph(
      text(group.length > 1 ? 'Content types: ' : 'Content type: '),
      ...group.flatMap((m, i) => [...(i ? [text(', ')] : []), code(m.contentType)]),
    ),
    ...(group[0].schema ? schemaBlocks(group[0].schema, doc.schemas, direction) : []),
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
export function operationMarkdownTree(
  op: ApiOperation,
  doc: ApiDocument,
  title: string,
  route: string,
  site: SiteAddress,
): Root {
  const out: RootContent[] = [
    heading(1, text(title)),
    paragraph(
      ...(op.webhook ? [text('Webhook: ')] : []),
      code(`${op.method.toUpperCase()} ${op.path}`),
      ...(op.deprecated ? [text(' '), strong(text('Deprecated'))] : []),
    ),
    ...described(op.description, site, route),
    ...externalDocsMarkdown(op.externalDocs),
  ];
  for (const s of flatSections(operationSections(op))) {
    switch (s.kind) {
      case 'authentication':
        out.push(sectionHeading(s), ...described(requirementsMarkdown(op, doc), site, route));
        break;
      case 'parameters':
        out.push(sectionHeading(s), parametersTable(parameterRows(s.parameters, doc.schemas)));
        break;
      case 'request-body':
        out.push(
          sectionHeading(s),
          paragraph(text(s.body.required ? 'Required.' : 'Optional: the request may have no body.')),
        );
        out.push(...described(s.body.description, site, route), ...mediaBlocks(s.body.content, doc, 'request'));
        break;
      case 'responses':
        out.push(sectionHeading(s));
        break;
      case 'response':
        out.push(sectionHeading(s), ...described(s.response.description, site, route));
        if (s.response.content.length) out.push(...mediaBlocks(s.response.content, doc, 'response'));
        else out.push(paragraph(text('No response body.')));
        out.push(...responseExtrasMarkdown(s.response, doc, route, site));
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
        out.push(...described(c.description, site, route));
        if (c.requestBody) out.push(...mediaBlocks(c.requestBody.content, doc, 'request'));
        for (const r of s.responses) {
          out.push(heading(4, text(`Response ${r.text}`)), ...described(r.response.description, site, route));
          out.push(...mediaBlocks(r.response.content, doc, 'response'));
        }
        break;
      }
      case 'code-samples': {
        // The twin carries only a few of the page's samples: enough to call the API from a shell, Python or JavaScript
        // without the whole switcher.
        const samples = codeSamples(op, doc).filter((c) => MARKDOWN_SAMPLES.includes(c.id));
        out.push(
          sectionHeading(s),
          ...samples.map((c) => codeBlock(c.code, c.lang, `title=${JSON.stringify(c.label)}`)),
        );
        break;
      }
    }
  }
  return root(out);
}

/** The API overview page: what the API is, its servers, and every operation by tag with a link to its page. */
export function overviewMarkdownTree(doc: ApiDocument, route: string, site: SiteAddress, specPath: string): Root {
  const { info } = doc;
  const out: RootContent[] = [heading(1, text(info.title)), paragraph(text(`Version ${info.version}.`))];
  if (info.summary) out.push(paragraph(text(info.summary)));
  out.push(...described(info.description, site, route), ...externalDocsMarkdown(doc.externalDocs));
  out.push(
    paragraph(
      text('The OpenAPI file: '),
      link(absoluteLink(site, specPath, route), text(specPath.split('/').pop() ?? specPath)),
    ),
  );
  // Authentication comes before Operations, as on the page (components/api/overview.tsx).
  const schemes = schemesMarkdown(doc);
  for (const s of overviewSections(doc)) {
    if (s.kind === 'operations' && schemes) {
      out.push(heading(2, text(AUTHENTICATION_HEADING.text)), ...described(schemes, site, route));
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
                link(pageUrl(site, operationRoute(route, op.slug)), code(`${op.method.toUpperCase()} ${op.path}`)),
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
