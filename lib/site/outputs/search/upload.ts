import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { SearchRecord } from '../../../shared/search/types';

/** Index settings of the DocSearch "Docusaurus v2 & v3" template (behaviours §3.3). */
export const ALGOLIA_INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'excerpt', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};

export interface UploadOptions {
  appId: string;
  adminKey: string;
  indexName: string;
  records: readonly SearchRecord[];
  /** Replaces Algolia's hosts (tests point this at a local server). */
  hosts?: { url: string; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' }[];
}

/**
 * Pushes settings, then `replaceAllObjects`, which swaps in a filled copy so searches never see a half-filled index.
 */
export async function uploadRecords(options: UploadOptions): Promise<{ objects: number }> {
  if (!options.appId)
    throw new Error('Missing Algolia application id: set NEXT_PUBLIC_ALGOLIA_APP_ID (or ALGOLIA_APP_ID).');
  if (!options.adminKey) throw new Error('Missing Algolia admin key: set ALGOLIA_ADMIN_KEY.');
  const client = algoliasearch(options.appId, options.adminKey, options.hosts ? { hosts: options.hosts } : undefined);
  const settings = await client.setSettings({ indexName: options.indexName, indexSettings: ALGOLIA_INDEX_SETTINGS });
  await client.waitForTask({ indexName: options.indexName, taskID: settings.taskID });
  await client.replaceAllObjects({
    indexName: options.indexName,
    objects: options.records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  return { objects: options.records.length };
}
