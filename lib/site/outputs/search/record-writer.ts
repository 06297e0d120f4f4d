import 'server-only';
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../config/schema';
import { absoluteUrl } from '../../../shared/paths/index';
import type { Page, Source } from '../../source/types';
import { docsTag } from './tags';
import { LEVEL_WEIGHT, type Hierarchy, type RecordType, type SearchRecord } from '../../../shared/search/types';

/** lvl0 when neither a sidebar category nor a navbar item applies (the DocSearch template's fallback). */
export const FALLBACK_LVL0 = 'Documentation';

export interface RecordContext {
  source: Source;
  config: SiteConfig;
  /**
   * lvl0 of pages outside any sidebar category: DocSearch's template takes the active navbar item, which on docs pages
   * is the navbar's doc link (see `topLevelLabel`).
   */
  topLevel: string;
  /** Version name of the pages (`current` until versioned docs exist). */
  version?: string;
}

/** Text of a record section as the crawler sees it: one level's heading and its anchor. */
export interface Section {
  hierarchy: Hierarchy;
  anchor: string | null;
}

export function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** A short hash of what identifies a record, so objectIDs stay the same across builds of the same text. */
function objectId(parts: string[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

export class RecordWriter {
  readonly records: SearchRecord[] = [];
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly ctx: RecordContext,
    private readonly page: Page,
  ) {}

  add(section: Section, type: RecordType, content: string | null): void {
    const { config } = this.ctx;
    const base = absoluteUrl(config, this.page.route);
    const url = section.anchor ? `${base}#${section.anchor}` : base;
    const key = [url, type, type === 'content' ? (content ?? '') : (section.hierarchy[type] ?? '')].join('|');
    const n = this.seen.get(key) ?? 0;
    this.seen.set(key, n + 1);
    const version = this.ctx.version ?? 'current';
    const tag = docsTag(version);
    this.records.push({
      objectID: objectId([tag, key, String(n)]),
      type,
      hierarchy: { ...section.hierarchy },
      url,
      url_without_anchor: base,
      anchor: section.anchor,
      content,
      language: config.i18n.defaultLocale,
      docusaurus_tag: tag,
      version: [version],
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: this.records.length },
    });
  }
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
