import 'server-only';
import { schemaView, type SchemaNode } from '../../openapi/schema-view';
import { markdownParagraphs } from '../../openapi/text';
import type { ApiDocument, ApiMediaType } from '../../../shared/openapi-types';
import {
  flatSections,
  operationSections,
  overviewSections,
  type CallbackSection,
  type OperationSection,
  type OverviewSection,
  type ResponseSection,
  type SectionHeading,
} from '../../openapi/sections';
import type { ApiPage } from '../../source/types';
import { clean, emptyHierarchy, RecordWriter, type RecordContext, type Section } from './record-writer';
import type { SearchRecord } from '../../../shared/search/types';

/** Top-level fields of a body or response schema (through `$ref`s and arrays), as "name: description". */
function fieldLines(media: readonly ApiMediaType[], doc: ApiDocument): string[] {
  const lines: string[] = [];
  for (const m of media) {
    if (!m.schema) continue;
    let node: SchemaNode | undefined = schemaView(m.schema, doc.schemas);
    if (node.items && !node.properties.length) node = node.items;
    for (const p of node.properties)
      lines.push(clean(`${p.name}: ${markdownParagraphs(p.description).join(' ')}`).replace(/:\s*$/, ''));
  }
  return lines;
}

/** What a section of an operation page says, line by line (Code samples and the "Responses" heading say nothing). */
function operationTexts(section: OperationSection | ResponseSection | CallbackSection, doc: ApiDocument): string[] {
  switch (section.kind) {
    case 'parameters':
      return section.parameters.map((p) =>
        clean(`${p.name} (${p.in}): ${markdownParagraphs(p.description).join(' ')}`),
      );
    case 'request-body':
      return [...markdownParagraphs(section.body.description), ...fieldLines(section.body.content, doc)];
    case 'response':
      return [...markdownParagraphs(section.response.description), ...fieldLines(section.response.content, doc)];
    case 'callback': {
      const { callback: c } = section;
      return [
        clean(`${c.method.toUpperCase()} ${c.expression}`),
        ...markdownParagraphs(c.summary),
        ...markdownParagraphs(c.description),
        ...fieldLines(c.requestBody?.content ?? [], doc),
      ];
    }
    default:
      return [];
  }
}

/** What a section of the overview says: each server, and every operation in file order. */
function overviewTexts(section: OverviewSection, doc: ApiDocument): string[] {
  if (section.kind === 'servers')
    return section.servers.map((s) => clean(`${s.url} ${markdownParagraphs(s.description).join(' ')}`));
  return [...doc.operations, ...(doc.webhooks ?? [])].map((o) =>
    `${o.webhook ? 'Webhook ' : ''}${o.method.toUpperCase()} ${o.path}: ${markdownParagraphs(o.summary).join(' ')}`.trim(),
  );
}

/**
 * An API page as DocSearch records: the title, the endpoint, then one record per section heading with the fields it
 * lists.
 */
export function apiRecords(page: ApiPage, ctx: RecordContext, lvl0: string): SearchRecord[] {
  const doc = ctx.source.api;
  const out = new RecordWriter(ctx, page);
  const top: Section = { hierarchy: emptyHierarchy(lvl0, page.title), anchor: null };
  out.add(top, 'lvl1', null);
  if (!doc) return out.records;
  const op = page.operation;
  if (op) out.add(top, 'content', `${op.method.toUpperCase()} ${op.path}`);
  for (const text of markdownParagraphs(op ? op.description : doc.info.description)) out.add(top, 'content', text);

  // The page's headings are these sections' (lib/site/source/api-pages.ts), so records and TOC share their anchors.
  const sections: [SectionHeading, string[]][] = op
    ? flatSections(operationSections(op)).map((s) => [s, operationTexts(s, doc)])
    : overviewSections(doc).map((s) => [s, overviewTexts(s, doc)]);
  let section = top;
  for (const [h, texts] of sections) {
    const level = h.level === 2 ? 'lvl2' : 'lvl3';
    const hierarchy = { ...section.hierarchy, [level]: h.text, ...(level === 'lvl2' ? { lvl3: null } : {}) };
    section = { hierarchy, anchor: h.id };
    out.add(section, level, null);
    for (const text of texts) if (text) out.add(section, 'content', text);
  }
  return out.records;
}
