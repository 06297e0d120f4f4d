import 'server-only';
import type { MediaView } from '../../openapi/media-view';
import type { ShownSchema } from '../../openapi/shown-schema';
import { markdownParagraphs } from '../../openapi/text';
import {
  flatSections,
  type CallbackSection,
  type OperationSection,
  type OverviewSection,
  type ResponseSection,
  type SectionHeading,
} from '../../openapi/sections';
import { operationModel, overviewModel, type OperationModel, type OverviewModel } from '../../route-data/api-model';
import type { ApiPage } from '../../source/types';
import { clean, emptyHierarchy, RecordWriter, type RecordContext, type Section } from './record-writer';
import type { SearchRecord } from '../../../shared/search/types';

/** Top-level fields of a body's or response's schemas (through arrays), as "name: description", as the page lists them. */
function fieldLines(views: readonly MediaView[] | undefined): string[] {
  const lines: string[] = [];
  for (const view of views ?? []) {
    let node: ShownSchema | undefined = view.schema;
    if (!node) continue;
    if (node.items && !node.properties.length) node = node.items;
    for (const p of node.properties)
      lines.push(clean(`${p.name}: ${markdownParagraphs(p.description).join(' ')}`).replace(/:\s*$/, ''));
  }
  return lines;
}

/** What a section of an operation page says, line by line (Code samples and the "Responses" heading say nothing). */
function operationTexts(
  section: OperationSection | ResponseSection | CallbackSection,
  model: OperationModel,
): string[] {
  switch (section.kind) {
    case 'parameters':
      return model.parameterRows.map((p) =>
        clean(`${p.name} (${p.in}): ${markdownParagraphs(p.description).join(' ')}`),
      );
    case 'request-body':
      return [...markdownParagraphs(section.body.description), ...fieldLines(model.media[section.id])];
    case 'response':
      return [...markdownParagraphs(section.response.description), ...fieldLines(model.media[section.id])];
    case 'callback': {
      const { callback: c } = section;
      return [
        clean(`${c.method.toUpperCase()} ${c.expression}`),
        ...markdownParagraphs(c.summary),
        ...markdownParagraphs(c.description),
        ...fieldLines(model.media[section.bodyId]),
      ];
    }
    default:
      return [];
  }
}

/** What a section of the overview says: each server, and every operation in file order. */
function overviewTexts(section: OverviewSection, model: OverviewModel): string[] {
  if (section.kind === 'servers')
    return section.servers.map((s) => clean(`${s.url} ${markdownParagraphs(s.description).join(' ')}`));
  const { doc } = model;
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
  let sections: [SectionHeading, string[]][];
  if (op) {
    const model = operationModel(op, doc, page.title, page.route);
    sections = flatSections(model.sections).map((s) => [s, operationTexts(s, model)]);
  } else {
    const model = overviewModel(doc, page.route);
    sections = model.sections.map((s) => [s, overviewTexts(s, model)]);
  }
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
