import 'server-only';
import { getSite } from '../../source/index';
import { indexScopeFiles, indexVersions } from './settings';
import { addIndexInfo, addScopeFiles, buildIndexFiles, type BuiltIndex } from './shard-build';
import { getSiteRecords } from './site-records';

let cached: { records: unknown; built: BuiltIndex } | undefined;

/**
 * The files of this site's local search index, built once per set of records and served by the route handlers under
 * app/.
 */
export async function getSiteIndexFiles(): Promise<BuiltIndex> {
  const [site, records] = await Promise.all([getSite(), getSiteRecords()]);
  if (cached?.records !== records) {
    const { localIndex, contextualSearch } = site.config.themeConfig.algolia;
    const scopes = indexScopeFiles(
      contextualSearch,
      site.versionNav.map((v) => v.name),
    );
    const built = addScopeFiles(buildIndexFiles(records, localIndex), records, scopes, localIndex);
    // The site's address and versions, for readers of the static files (the docs MCP server in mcp/).
    addIndexInfo(built, {
      site: { url: site.config.url, baseUrl: site.config.baseUrl },
      versions: indexVersions(site.config, site.versionNav),
    });
    cached = { records, built };
  }
  return cached.built;
}

export function jsonResponse(text: string | undefined): Response {
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}
