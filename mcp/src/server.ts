import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import packageJson from '../package.json';
import type { SiteFiles } from './files';
import { listPages, readPage } from './pages';
import { DocsSearch, type DocHit } from './search';
import { parseSiteInfo, resolveVersion, versionId, type SiteInfo } from './site';
import { INFO_FILE } from '../../lib/shared/search/engine/shard-format';

/** Hits a search returns unless `limit` says otherwise, and the most it may ask for. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });

/** The hits as numbered entries of labelled lines, which an agent reads without a schema. */
export function formatHits(query: string, version: string, hits: readonly DocHit[]): string {
  if (!hits.length) return `No results for "${query}" in docs version ${version}. Try other words, or list_pages.`;
  const entries = hits.map((h, i) =>
    [
      `${i + 1}. Title: ${h.title}`,
      ...(h.section ? [`   Section: ${h.section}`] : []),
      `   URL: ${h.url}`,
      ...(h.snippet ? [`   Snippet: ${h.snippet}`] : []),
    ].join('\n'),
  );
  const count = hits.length === 1 ? '1 result' : `${hits.length} results`;
  return `${count} for "${query}" in docs version ${version} (read one with read_page and its URL):\n\n${entries.join('\n\n')}\n`;
}

/**
 * The docs MCP server: three tools over the static files of one built docs site (a folder or a host), each
 * failure a tool error with a message the agent can act on.
 */
export function createDocsServer(files: SiteFiles): McpServer {
  const search = new DocsSearch(files);
  let kept: { stamp: string; info: SiteInfo } | undefined;
  const siteInfo = async (): Promise<SiteInfo> => {
    const stamp = await files.stamp(INFO_FILE);
    if (kept?.stamp === stamp) return kept.info;
    const body = await files.read(INFO_FILE);
    if (body === undefined) {
      throw new Error(
        `${files.where} is not a docs site built by this project (it has no ${INFO_FILE}); ` +
          'point --dir at the output of `npm run build` or --site at a deployed copy of it.',
      );
    }
    kept = { stamp, info: parseSiteInfo(body, files.where.endsWith('/') ? files.where : `${files.where}/`) };
    return kept.info;
  };

  const server = new McpServer({ name: 'ra-aid-docs', version: packageJson.version });
  const versionArg = z
    .string()
    .optional()
    .describe('Docs version, e.g. "0.30.2" or "next"; default: the version at the site root (the latest release).');

  server.registerTool(
    'search_docs',
    {
      title: 'Search the RA.Aid docs',
      description:
        "Search the RA.Aid documentation with the site's own search; returns pages and sections (title, section, URL, snippet) to open with read_page.",
      inputSchema: {
        query: z.string().trim().min(1).describe('Words to search for, e.g. "ollama context size".'),
        version: versionArg,
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_LIMIT)
          .optional()
          .describe(`How many results to return (1–${MAX_LIMIT}, default ${DEFAULT_LIMIT}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, version, limit }) => {
      const info = await siteInfo();
      const chosen = resolveVersion(info, version);
      const hits = await search.search(info, chosen, query, limit ?? DEFAULT_LIMIT);
      return text(formatHits(query, versionId(chosen), hits));
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read an RA.Aid docs page',
      description:
        'Read one RA.Aid documentation page as Markdown, given its URL or site path (e.g. /configuration/ollama); with a #anchor, only that section.',
      inputSchema: {
        url: z
          .string()
          .trim()
          .min(1)
          .describe(
            'The page URL or site path, optionally with #anchor, e.g. "/configuration/ollama#before-you-start".',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url }) => text(await readPage(await siteInfo(), files, url)),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the RA.Aid docs pages',
      description:
        'List the pages of the RA.Aid documentation by section (from llms.txt), each with its Markdown URL and a one-line description.',
      inputSchema: { version: versionArg },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ version }) => {
      const info = await siteInfo();
      return text(await listPages(info, files, resolveVersion(info, version)));
    },
  );

  return server;
}
