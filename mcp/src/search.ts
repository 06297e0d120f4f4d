import { posix } from 'node:path';
import { capQuery } from '../../lib/shared/search/engine/query-text';
import { createLocalClient, type IndexFile } from '../../lib/shared/search/providers/local-client';
import type { IndexVersion } from '../../lib/site/types';
import { IndexLoadError, LEVELS, type SearchClient, type SearchHit } from '../../lib/shared/search/types';
import type { SiteFiles } from './files';
import { sitePathOf, type SiteInfo } from './site';

/** One search result as the tool gives it. */
export interface DocHit {
  /** The page title. */
  title: string;
  /** The headings above the hit within the page ('Before you start › Pull a model'); '' for the page itself. */
  section: string;
  /** The hit's URL as the site's own search gives it (canonical, with #anchor for a section). */
  url: string;
  /** The same as a site path, which read_page also takes ('/configuration/ollama#before-you-start'). */
  path: string;
  /** Words of the matching text around the query's words. */
  snippet: string;
}

/** More words than the search modal shows, since an agent reads the snippet instead of a page preview. */
const SNIPPET_WORDS = 30;

const snippetValue = (result: unknown): string | undefined =>
  typeof (result as { value?: unknown } | undefined)?.value === 'string'
    ? (result as { value: string }).value
    : undefined;

function toDocHit(info: SiteInfo, files: SiteFiles, hit: SearchHit): DocHit {
  const hierarchy = hit.hierarchy;
  const headings = LEVELS.slice(2)
    .map((level) => hierarchy?.[level])
    .filter((h): h is string => Boolean(h));
  const url = hit.url ?? '';
  const hash = url.indexOf('#');
  const path = sitePathOf(info, files, hash < 0 ? url : url.slice(0, hash));
  return {
    title: hierarchy?.lvl1 ?? '',
    section: headings.join(' › '),
    url,
    path: path === undefined ? url : `${path}${hash < 0 ? '' : url.slice(hash)}`,
    snippet: snippetValue(hit._snippetResult?.content) ?? snippetValue(hit._snippetResult?.excerpt) ?? '',
  };
}

/**
 * The site's own local search over its static index files (lib/shared/search: the same engine, index format and ranking
 * as the search box), one client per docs version's index file, made again when that file changes.
 */
export class DocsSearch {
  private readonly clients = new Map<string, { stamp: string; client: SearchClient }>();

  constructor(private readonly files: SiteFiles) {}

  private readJson = async (path: string): Promise<unknown> => {
    const text = await this.files.read(path).catch((cause: unknown) => {
      throw new IndexLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
    });
    if (text === undefined) throw new IndexLoadError(`The docs site at ${this.files.where} has no ${path}.`);
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new IndexLoadError(`${path} on the docs site at ${this.files.where} is not JSON.`, { cause });
    }
  };

  private async clientOf(version: IndexVersion): Promise<SearchClient> {
    const stamp = await this.files.stamp(version.index);
    const kept = this.clients.get(version.index);
    if (kept?.stamp === stamp) return kept.client;
    const dir = posix.dirname(version.index);
    const client = createLocalClient({
      index: () => this.readJson(version.index) as Promise<IndexFile>,
      part: (path) => this.readJson(posix.join(dir, path)),
    });
    this.clients.set(version.index, { stamp, client });
    return client;
  }

  /** The best `limit` hits for `query` among the pages of `version`, best first, one per URL. */
  async search(info: SiteInfo, version: IndexVersion, query: string, limit: number): Promise<DocHit[]> {
    const client = await this.clientOf(version);
    const { results } = await client.search([
      {
        indexName: 'docs',
        params: {
          query: capQuery(query),
          hitsPerPage: limit,
          facetFilters: version.facetFilters,
          attributesToSnippet: [`content:${SNIPPET_WORDS}`, `excerpt:${SNIPPET_WORDS}`],
          highlightPreTag: '',
          highlightPostTag: '',
          snippetEllipsisText: '…',
        },
      },
    ]);
    return (results[0]?.hits ?? []).map((hit) => toDocHit(info, this.files, hit));
  }
}
