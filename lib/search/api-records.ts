import 'server-only';
import { schemaView, type SchemaNode } from '../openapi/schema-view';
import { markdownParagraphs } from '../openapi/text';
import type { ApiDocument, ApiMediaType, ApiOperation } from '../openapi/types';
import type { Heading } from '../mdx/types';
import { responseAnchor } from '../source/api-pages';
import type { ApiPage } from '../source/types';
import { clean, emptyHierarchy, RecordWriter, type RecordContext, type Section } from './record-writer';
import type { SearchRecord } from './types';

/** Top-level fields of a body or response schema (through `$ref`s and arrays), as "name: description". */
function fieldLines(media: readonly ApiMediaType[], doc: ApiDocument): string[] {
  const lines: string[] = [];
  for (const m of media) {
    if (!m.schema) continue;
    let node: SchemaNode | undefined = schemaView(m.schema, doc.schemas);
    if (node.items && !node.properties.length) node = node.items;
    for (const p of node.properties) lines.push(clean(`${p.name}: ${markdownParagraphs(p.description).join(' ')}`).replace(/:\s*$/, ''));
  }
  return lines;
}

/** What each section of an operation page says, by the heading's anchor. */
function operationSections(op: ApiOperation, doc: ApiDocument): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  sections.set('parameters', op.parameters.map((p) => clean(`${p.name} (${p.in}): ${markdownParagraphs(p.description).join(' ')}`)));
  if (op.requestBody) {
    sections.set('request-body', [...markdownParagraphs(op.requestBody.description), ...fieldLines(op.requestBody.content, doc)]);
  }
  for (const r of op.responses) sections.set(responseAnchor(r.status), [...markdownParagraphs(r.description), ...fieldLines(r.content, doc)]);
  return sections;
}

function overviewSections(doc: ApiDocument): Map<string, string[]> {
  return new Map([
    ['servers', doc.servers.map((s) => clean(`${s.url} ${markdownParagraphs(s.description).join(' ')}`))],
    ['operations', doc.operations.map((o) => `${o.method.toUpperCase()} ${o.path}: ${o.summary ?? ''}`.trim())],
  ]);
}

/**
 * An API page as DocSearch records: the title; the endpoint and description; then one record per
 * section heading (parameters, request body, each response, code samples) with the fields it lists.
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

  const texts = op ? operationSections(op, doc) : overviewSections(doc);
  let section = top;
  for (const h of page.headings as Heading[]) {
    const level = h.depth === 2 ? 'lvl2' : 'lvl3';
    const hierarchy = { ...section.hierarchy, [level]: h.text, ...(level === 'lvl2' ? { lvl3: null } : {}) };
    section = { hierarchy, anchor: h.id };
    out.add(section, level, null);
    for (const text of texts.get(h.id) ?? []) if (text) out.add(section, 'content', text);
  }
  return out.records;
}
