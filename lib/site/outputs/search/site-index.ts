import 'server-only';
import { buildStoreOf } from '../../content/build-dirs.mjs';
import { getSite, type Site } from '../../source/index';
import { indexScopeFiles, indexVersions } from './settings';
import { addIndexInfo, addScopeFiles, buildIndexFiles } from './shard-build';
import { buildRecords, topLevelLabel } from './records';
import { indexKey, inMemory, stored, type IndexFiles } from './index-store';

export type { IndexFiles };

let cached: { site: Site; files: IndexFiles } | undefined;

/**
 * The files of this site's local search index, made once per loaded site and served by the route handlers under app/.
 * A build keeps them in its store (../../content/build-dirs.mjs) rather than in each render worker's heap.
 */
export async function getSiteIndexFiles(): Promise<IndexFiles> {
  const site = await getSite();
  if (cached?.site !== site) cached = { site, files: indexFilesOf(site) };
  return cached.files;
}

function indexFilesOf(site: Site): IndexFiles {
  const topLevel = topLevelLabel(site.navbar);
  // Every docs version's records, each with its own tag.
  const records = site.versions.flatMap((v) =>
    buildRecords({ source: v.source, config: site.config, topLevel, version: v.meta.name }),
  );
  records.forEach((r, position) => (r.weight.position = position));
  const { localIndex, contextualSearch } = site.config.themeConfig.algolia;
  const scopes = indexScopeFiles(
    contextualSearch,
    site.versionNav.map((v) => v.name),
  );
  // The site's address and versions, for readers of the static files (the docs MCP server in mcp/).
  const info = {
    site: { url: site.config.url, baseUrl: site.config.baseUrl },
    versions: indexVersions(site.config, site.versionNav),
  };
  const build = () =>
    addIndexInfo(addScopeFiles(buildIndexFiles(records, localIndex), records, scopes, localIndex), info).files;
  const store = buildStoreOf(process.cwd(), 'search-index');
  return store ? stored(store, indexKey(records, { localIndex, scopes, info }), build) : inMemory(build());
}

export function jsonResponse(text: string | undefined): Response {
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}
