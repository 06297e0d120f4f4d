/** The hierarchy levels of a DocSearch record (lvl0 section, lvl1 page title, lvl2–lvl6 headings). */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/** `weight.level` of each record type, used for ranking (titles above headings above text). */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

export type Hierarchy = { lvl0: string; lvl1: string } & { [K in Exclude<Level, 'lvl0' | 'lvl1'>]: string | null };

/** One DocSearch v3 record (behaviours §3.3): the unit both search providers return as a hit. */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Absolute URL, with `#anchor` when the record belongs to a heading section. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  /** The start of the section's first paragraph, for the /search page; not a search field, so ranking is unaffected. */
  excerpt?: string;
  language: string;
  docusaurus_tag: string;
  version: string[];
  weight: { pageRank: number; level: number; position: number };
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** The parameters of one query that both providers understand (a subset of Algolia's). */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  /** Outer array AND, inner arrays OR ("attr:value"). */
  facetFilters?: string | (string | string[])[];
  facets?: string[] | string;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
}

export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index?: string;
  facets?: Record<string, Record<string, number>>;
}

/** The one interface the UI talks to; the local engine and Algolia's lite client both satisfy it. */
export interface SearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }>;
}

/** Thrown when the static index cannot be loaded or read; the UI shows its network error screen. */
export class IndexLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexLoadError';
  }
}
