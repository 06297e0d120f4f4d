import 'server-only';
import type { RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { CategoryPage, DocPage, Page } from '../../source/types';
import { categoryCards } from '../../route-data/cards';
import { innermostCategory } from '../../page-tree/navigate';
import { apiRecords } from './api-records';
import { clean, emptyHierarchy, FALLBACK_LVL0, RecordWriter, type RecordContext, type Section } from './record-writer';
import { LEVELS, type RecordType, type SearchRecord } from '../../../shared/search/types';

export { FALLBACK_LVL0, type RecordContext };

function headingId(node: RootContent): string | null {
  const props = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties;
  return typeof props?.id === 'string' ? props.id : null;
}

/** A guide's records: one lvl1, one per h2–h6, one content record per paragraph and table row. */
function docRecords(page: DocPage, ctx: RecordContext, lvl0: string): SearchRecord[] {
  const out = new RecordWriter(ctx, page);
  let section: Section = { hierarchy: emptyHierarchy(lvl0, page.title), anchor: null };
  out.add(section, 'lvl1', null);
  const visitNodes = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth >= 2) {
        const level = LEVELS[node.depth] as Exclude<RecordType, 'content' | 'lvl1'>;
        const hierarchy = { ...section.hierarchy, [level]: clean(toString(node)) };
        for (let d = node.depth + 1; d <= 6; d++)
          hierarchy[LEVELS[d] as Exclude<RecordType, 'content' | 'lvl1'>] = null;
        section = { hierarchy, anchor: headingId(node) ?? section.anchor };
        out.add(section, level, null);
      } else if (node.type === 'paragraph') {
        const text = clean(toString(node));
        if (text) out.add(section, 'content', text);
      } else if (node.type === 'table') {
        for (const row of (node as Table).children.slice(1)) {
          const text = clean(row.children.map((cell) => toString(cell)).join(' — '));
          if (text) out.add(section, 'content', text);
        }
      } else if (node.type === 'code' || node.type === 'html' || node.type === 'yaml') {
        // Code blocks are not indexed (the DocSearch template reads p, li and td only).
      } else if ('children' in node && Array.isArray(node.children)) {
        visitNodes(node.children as RootContent[]);
      }
    }
  };
  visitNodes(page.document.tree.children);
  return out.records;
}

/** A category index page: its title, its description and one record per card. */
function categoryRecords(page: CategoryPage, ctx: RecordContext, lvl0: string): SearchRecord[] {
  const out = new RecordWriter(ctx, page);
  const section: Section = { hierarchy: emptyHierarchy(lvl0, page.title), anchor: null };
  out.add(section, 'lvl1', null);
  if (page.description) out.add(section, 'content', clean(page.description));
  const { cards, groups } = categoryCards(page, ctx.source);
  // A page card with its description; a sub-category (linked, or a group without a page) by its label.
  for (const card of cards)
    out.add(
      section,
      'content',
      clean(card.kind === 'page' && card.description ? `${card.label}: ${card.description}` : card.label),
    );
  for (const group of groups) out.add(section, 'content', clean(group.label));
  return out.records;
}

/** One extractor per page kind, so TypeScript flags a kind that has none. */
const extractors: {
  [K in Page['kind']]: (page: Extract<Page, { kind: K }>, ctx: RecordContext, lvl0: string) => SearchRecord[];
} = {
  doc: docRecords,
  category: categoryRecords,
  api: apiRecords,
};

function extract<P extends Page>(page: P, ctx: RecordContext, lvl0: string): SearchRecord[] {
  return (extractors[page.kind] as (page: P, ctx: RecordContext, lvl0: string) => SearchRecord[])(page, ctx, lvl0);
}

/** lvl0 of a page: the innermost sidebar category holding it, else the top-level label. */
export function pageLvl0(page: Page, ctx: RecordContext): string {
  return innermostCategory(ctx.source.tree, page.id) ?? ctx.topLevel;
}

/** The label of the navbar's docs link (active on every docs page), or the template's fallback. */
export function topLevelLabel(navbar: readonly { kind: string; label?: string; activeSidebar?: string }[]): string {
  return navbar.find((item) => item.kind === 'link' && item.activeSidebar)?.label ?? FALLBACK_LVL0;
}

/** Words kept in an excerpt: a 10-word snippet around a match near the start, without storing whole paragraphs. */
export const EXCERPT_WORDS = 24;

/** The first `EXCERPT_WORDS` words of a text, with "…" when cut. */
export function excerptOf(text: string): string {
  const words = text.split(' ');
  return words.length <= EXCERPT_WORDS ? text : `${words.slice(0, EXCERPT_WORDS).join(' ')}…`;
}

/**
 * Gives heading and page-title records the start of their section's text, so a heading hit on /search shows more than
 * its titles.
 */
function addExcerpts(records: SearchRecord[]): void {
  records.forEach((r, i) => {
    const next = records[i + 1];
    if (r.type !== 'content' && next?.type === 'content' && next.url === r.url && next.content)
      r.excerpt = excerptOf(next.content);
  });
}

/** Every page of the site as DocSearch records, in sidebar/page order. */
export function buildRecords(ctx: RecordContext): SearchRecord[] {
  const records = ctx.source.pages
    .filter((page) => !page.unlisted)
    .flatMap((page) => {
      try {
        return extract(page, ctx, pageLvl0(page, ctx));
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(`The search records of ${page.route} (${page.file ?? page.id}) failed: ${why}`, {
          cause: error,
        });
      }
    });
  records.forEach((r, position) => (r.weight.position = position));
  addExcerpts(records);
  return records;
}
