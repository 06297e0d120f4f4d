import { LEVEL_WEIGHT, LEVELS, type Hierarchy, type RecordType, type SearchRecord } from '../types';

/** Path of the local index under the base URL, written by app/search-index.json/route.ts. */
export const LOCAL_INDEX_PATH = 'search-index.json';

type CompactBase = [string, RecordType, (string | null)[], string, string | null, string, string, string];
/**
 * A record as stored in the local index; the excerpt is present only on records that have one, so others cost nothing
 * more.
 */
export type CompactRecord = CompactBase | [...CompactBase, string];

/** The local index file: the same records Algolia gets, without fields that can be derived. */
export interface LocalIndexFile {
  format: 1;
  records: CompactRecord[];
}

export function compactRecords(records: readonly SearchRecord[]): LocalIndexFile {
  return { format: 1, records: records.map(compactRecord) };
}

export function compactRecord(r: SearchRecord): CompactRecord {
  const base: CompactBase = [
    r.objectID,
    r.type,
    LEVELS.map((l) => r.hierarchy[l]),
    r.url,
    r.content,
    r.language,
    r.docusaurus_tag,
    r.version[0] ?? 'current',
  ];
  return r.excerpt ? [...base, r.excerpt] : base;
}

export function expandRecords(file: LocalIndexFile): SearchRecord[] {
  if (file?.format !== 1 || !Array.isArray(file.records)) throw new Error('Unsupported search index format');
  return file.records.map((compact, position) => expandRecord(compact, position));
}

/** One record of the compact form, at `position` among all records (its `weight.position`). */
export function expandRecord(
  [objectID, type, levels, url, content, language, tag, version, excerpt]: CompactRecord,
  position: number,
): SearchRecord {
  const hash = url.indexOf('#');
  return {
    objectID,
    type,
    hierarchy: Object.fromEntries(LEVELS.map((l, i) => [l, levels[i] ?? null])) as Hierarchy,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    content,
    ...(excerpt ? { excerpt } : {}),
    language,
    docusaurus_tag: tag,
    version: [version],
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  };
}
