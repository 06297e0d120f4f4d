import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteConfig } from '../../config/load';
import { loadSource } from '../../source/load';
import { OPENAPI_FILE } from '../../openapi/paths';
import { OPENAPI_LINT_CONFIG } from '../../source/index';
import { buildLocalIndex, createFileClient } from './index-files';
import { LocalEngine } from '../../../shared/search/engine/local-engine';
import { buildRecords } from './records';
import { versionSearch } from './settings';
import type { SearchParams, SearchRecord, SearchResponse } from '../../../shared/search/types';

interface Case {
  query: string;
  expect: string[];
}

const relevance = JSON.parse(readFileSync(join(__dirname, 'relevance.json'), 'utf8')) as { queries: Case[] };
const THRESHOLD = 0.9;

type Search = (params: SearchParams) => Promise<SearchResponse>;

let records: SearchRecord[];

beforeAll(async () => {
  const config = getSiteConfig();
  const root = process.cwd();
  const source = await loadSource({
    contentDir: join(root, 'content'),
    projectRoot: root,
    openapi: { file: join(root, OPENAPI_FILE), configPath: join(root, OPENAPI_LINT_CONFIG) },
  });
  records = buildRecords({ source, config, topLevel: 'Docs' });
});

const engines: Record<string, () => Search> = {
  'the in-memory index (format 1)': () => {
    const engine = new LocalEngine(records);
    return async (params) => engine.search(params);
  },
  // The real records forced into the sharded index, with small shards so that words span several.
  'the sharded index (format 2, forced with a zero threshold)': () => {
    const index = buildLocalIndex(records, { shardAboveBytes: 0, shardTargetBytes: 4096 });
    expect(index.sharded).toBe(true);
    const { client } = createFileClient(index.files);
    return async (params) => (await client.search([{ indexName: 'ra-aid', params }])).results[0];
  },
};

describe('search relevance over the real content/', () => {
  it.each(Object.keys(engines))(
    `finds the expected page in the top 3 for at least ${THRESHOLD * 100} % of the relevance set, on %s`,
    async (name) => {
      expect(relevance.queries.length).toBeGreaterThanOrEqual(25);
      const search = engines[name]();
      const { facetFilters } = versionSearch(getSiteConfig(), 'current', ['current']);
      const misses: string[] = [];
      for (const c of relevance.queries) {
        const top = (await search({ query: c.query, hitsPerPage: 3, facetFilters })).hits.map(
          (h) => new URL(h.url_without_anchor ?? '').pathname,
        );
        if (!top.some((route) => c.expect.includes(route)))
          misses.push(`${c.query} → ${top.join(', ')} (expected ${c.expect.join(' or ')})`);
      }
      const rate = 1 - misses.length / relevance.queries.length;
      if (misses.length)
        console.log(`${name}: relevance ${(rate * 100).toFixed(1)} %; misses:\n  ${misses.join('\n  ')}`);
      expect(rate).toBeGreaterThanOrEqual(THRESHOLD);
    },
  );
});

describe('search over the generated reference pages', () => {
  it.each(['--research-provider', 'research provider'])(
    'takes "%s" to the section of that option on the command-line reference page first',
    async (query) => {
      const engine = new LocalEngine(records);
      const { facetFilters } = versionSearch(getSiteConfig(), 'current', ['current']);
      const [first] = (await engine.search({ query, hitsPerPage: 3, facetFilters })).hits;
      const url = new URL(first.url ?? '');
      expect(url.pathname + url.hash).toBe('/reference/command-line#--research-provider');
    },
  );
});

// The site's version parts are sharded (shard-build.ts); the queries the end-to-end tests type must rank as before.
describe('the sharded index against the in-memory one, on the real content/', () => {
  const E2E_QUERIES = ['ollama', 'o', 'model', 'web ui', 'troubleshooting', 'options', 'cowboy', 'ollama context'];
  const both = () => {
    const { facetFilters } = versionSearch(getSiteConfig(), 'current', ['current']);
    const engine = new LocalEngine(records);
    const { client } = createFileClient(buildLocalIndex(records, { shardAboveBytes: 0 }).files);
    const urls = (r: SearchResponse) => r.hits.map((h) => h.url);
    return {
      single: async (query: string, hitsPerPage: number) => urls(engine.search({ query, hitsPerPage, facetFilters })),
      sharded: async (query: string, hitsPerPage: number) =>
        urls((await client.search([{ indexName: 'ra-aid', params: { query, hitsPerPage, facetFilters } }])).results[0]),
    };
  };

  it('gives the same first five hits for the queries the end-to-end tests type', async () => {
    const { single, sharded } = both();
    for (const query of E2E_QUERIES) expect(await sharded(query, 5), query).toEqual(await single(query, 5));
  });

  it('finds a subset of the in-memory hits where that engine also corrects a typo in the first two letters ("oll")', async () => {
    const { single, sharded } = both();
    const [all, some] = [await single('oll', 1000), await sharded('oll', 1000)];
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((url) => all.includes(url))).toBe(true);
  });
});
