import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { codeSamples } from '../openapi/samples';
import { schemaView, typeLabel } from '../openapi/schema-view';
import type { ApiDocument, ApiMediaType, ApiOperation } from '../openapi/types';
import { operationRoute, statusLabel, UNTAGGED_LABEL } from '../source/api-pages';
import { inlineMarkdown } from './inline';
import { code, codeBlock, heading, link, list, listItem, paragraph, root, strong, table, text } from './nodes';
import { schemaBlocks } from './schema';
import { absoluteLink, pageUrl, type SiteAddress } from './urls';

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Markdown written in the OpenAPI file (descriptions) as nodes, with its links made absolute. */
function described(markdown: string | undefined, site: SiteAddress, route: string): RootContent[] {
  if (!markdown?.trim()) return [];
  const tree = markdownParser.runSync(markdownParser.parse(markdown)) as Root;
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absoluteLink(site, node.url, route);
  });
  return tree.children;
}

function media(m: ApiMediaType, doc: ApiDocument): BlockContent[] {
  return [paragraph(text('Content type: '), code(m.contentType)), ...(m.schema ? schemaBlocks(m.schema, doc.schemas) : [])];
}

function parametersTable(op: ApiOperation, doc: ApiDocument): BlockContent {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    op.parameters.map((p) => {
      const node = p.schema ? schemaView(p.schema, doc.schemas) : undefined;
      const description: PhrasingContent[] = p.description ? inlineMarkdown(p.description) : [];
      if (p.deprecated) description.push(text(`${description.length ? ' ' : ''}Deprecated.`));
      if (node?.default) description.push(text(`${description.length ? ' ' : ''}Default: `), code(JSON.stringify(node.default.value)));
      return [[code(p.name)], [text(p.in)], [text(node ? typeLabel(node) : 'any')], [text(p.required ? 'yes' : 'no')], description];
    }),
  );
}

/** An operation page: endpoint, description, parameters, request body, responses with schemas, and the curl sample. */
export function operationMarkdownTree(op: ApiOperation, doc: ApiDocument, title: string, route: string, site: SiteAddress): Root {
  const out: RootContent[] = [
    heading(1, text(title)),
    paragraph(code(`${op.method.toUpperCase()} ${op.path}`), ...(op.deprecated ? [text(' '), strong(text('Deprecated'))] : [])),
    ...described(op.description, site, route),
  ];
  if (op.parameters.length) out.push(heading(2, text('Parameters')), parametersTable(op, doc));
  if (op.requestBody) {
    out.push(heading(2, text('Request body')), paragraph(text(op.requestBody.required ? 'Required.' : 'Optional: the request may have no body.')));
    out.push(...described(op.requestBody.description, site, route), ...op.requestBody.content.flatMap((m) => media(m, doc)));
  }
  if (op.responses.length) {
    out.push(heading(2, text('Responses')));
    for (const r of op.responses) {
      out.push(heading(3, text(statusLabel(r.status))), ...described(r.description, site, route));
      if (r.content.length) out.push(...r.content.flatMap((m) => media(m, doc)));
      else out.push(paragraph(text('No response body.')));
    }
  }
  const curl = codeSamples(op, doc).find((s) => s.label === 'curl');
  if (curl) out.push(heading(2, text('Code samples')), codeBlock(curl.code, curl.lang, 'title="curl"'));
  return root(out);
}

/** The API overview page: what the API is, its servers, and every operation by tag with a link to its page. */
export function overviewMarkdownTree(doc: ApiDocument, route: string, site: SiteAddress, specPath: string): Root {
  const { info } = doc;
  const out: RootContent[] = [heading(1, text(info.title)), paragraph(text(`Version ${info.version}.`))];
  if (info.summary) out.push(paragraph(text(info.summary)));
  out.push(...described(info.description, site, route));
  out.push(paragraph(text('The OpenAPI file: '), link(absoluteLink(site, specPath, route), text(specPath.split('/').pop() ?? specPath))));
  if (doc.servers.length) {
    out.push(heading(2, text('Servers')));
    out.push(list(doc.servers.map((s) => listItem(paragraph(code(s.url), ...(s.description ? [text(': '), ...inlineMarkdown(s.description)] : []))))));
  }
  out.push(heading(2, text('Operations')));
  const groups = [
    ...doc.tags.map((t) => ({ label: t.label, description: t.description, ops: doc.operations.filter((o) => o.tag === t.name) })),
    { label: UNTAGGED_LABEL, description: undefined, ops: doc.operations.filter((o) => !o.tag) },
  ].filter((g) => g.ops.length);
  for (const g of groups) {
    out.push(heading(3, text(g.label)), ...described(g.description, site, route));
    out.push(
      list(
        g.ops.map((op) =>
          listItem(
            paragraph(
              link(pageUrl(site, operationRoute(route, op.slug)), code(`${op.method.toUpperCase()} ${op.path}`)),
              ...(op.summary ? [text(`: ${op.summary}`)] : []),
            ),
          ),
        ),
      ),
    );
  }
  return root(out);
}
