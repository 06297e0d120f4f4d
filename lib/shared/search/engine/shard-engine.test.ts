import { describe, expect, it } from 'vitest';
import { IndexLoadError } from '../types';
import { buildLocalIndex, createFileClient } from '../../../site/tasks';
import { createLocalClient } from '../providers/local-client';
import { LocalEngine } from './local-engine';
import { shardsBetween, type ShardManifest } from './shard-format';
import { record } from '../../../../tests/helpers/search/test-records';
import { syntheticRecords } from '../../../../tests/helpers/search/synthetic-records';
import type { SearchParams } from '../types';

const records = syntheticRecords(400);
const index = buildLocalIndex(records, { shardAboveBytes: 0, shardTargetBytes: 4096, blockTargetBytes: 1024 });
const manifest = JSON.parse(index.files.get('search-index.json')!) as ShardManifest;
const shardFile = (n: number) => `search-index/t${n}.json`;
const blockFile = (position: number) => `search-index/b${Math.floor(position / manifest.blocks.size)}.json`;

async function first(params: SearchParams) {
  const { client, downloads } = createFileClient(index.files);
  const response = (await client.search([{ indexName: 'docs', params: { hitsPerPage: 20, ...params } }])).results[0];
  return { client, downloads, response };
}

describe('sharded local index', () => {
  it('is large enough here to have many term shards and record blocks', () => {
    expect(manifest.terms.first.length).toBeGreaterThan(40);
    expect(manifest.blocks.count).toBeGreaterThan(40);
  });

  it('the first query downloads only the manifest, the metadata, a few term shards of its words’ stems and the blocks of the hits shown', async () => {
    const words = [records[10].hierarchy.lvl1.split(' ')[0], records[500].hierarchy.lvl1.split(' ')[1]];
    const { downloads, response } = await first({ query: words.join(' ') });
    expect(response.hits.length).toBeGreaterThan(0);
    const paths = downloads.map((d) => d.path);
    expect(paths.slice(0, 2)).toEqual(['search-index.json', 'search-index/meta.json']);
    expect(new Set(paths).size).toBe(paths.length);
    const shards = paths.filter((p) => /\/t\d+\.json$/.test(p));
    const stemShards = new Set(
      words.flatMap((w) => shardsBetween(manifest.terms.first, w.slice(0, 2), `${w.slice(0, 2)}\uffff`).map(shardFile)),
    );
    for (const shard of shards) expect(stemShards).toContain(shard);
    // Per word: its own shard, at most two for its completions and two for its typos.
    expect(shards.length).toBeLessThanOrEqual(words.length * 5);
    expect(new Set(paths.filter((p) => /\/b\d+\.json$/.test(p)))).toEqual(
      new Set(response.hits.map((h) => blockFile(h.weight!.position))),
    );
    expect(paths.filter((p) => !/\/[tb]\d+\.json$/.test(p))).toEqual(['search-index.json', 'search-index/meta.json']);
    const bytes = downloads.reduce((t, d) => t + d.gzip, 0);
    expect(bytes).toBeLessThan(index.total.gzip / 5);
  });

  it('a one-letter first keystroke loads one precomputed prefix list, not every shard of the letter', async () => {
    const letter = manifest.prefixes.list.find(
      (p) => p.length === 1 && shardsBetween(manifest.terms.first, p, `${p}\uffff`).length > 3,
    )!;
    expect(letter).toBeDefined();
    const { downloads, response } = await first({ query: letter });
    const terms = downloads.map((d) => d.path).filter((p) => /\/[tp]\d+\.json$/.test(p));
    expect(terms).toEqual([`search-index/p${manifest.prefixes.list.indexOf(letter)}.json`]);
    expect(response.nbHits).toBeGreaterThan(20);
    expect(response.nbHits).toBeLessThanOrEqual(manifest.prefixes.limit);
    // The same best hits as the in-memory engine, which expands the prefix to every term.
    const local = new LocalEngine(records).search({ query: letter, hitsPerPage: 5 });
    expect(response.hits.slice(0, 5).map((h) => h.objectID)).toEqual(local.hits.map((h) => h.objectID));
  });

  it('loads each file once per session: repeating a query downloads nothing more', async () => {
    const query = records[40].hierarchy.lvl1;
    const { client, downloads, response } = await first({ query });
    const count = downloads.length;
    const again = (await client.search([{ indexName: 'docs', params: { query, hitsPerPage: 20 } }])).results[0];
    expect(again.hits.map((h) => h.objectID)).toEqual(response.hits.map((h) => h.objectID));
    expect(downloads).toHaveLength(count);
  });

  // The tails can differ where the in-memory engine also corrects typos in a word's first two letters.
  it('ranks the best hits like the in-memory engine', async () => {
    const local = new LocalEngine(records);
    const { client } = createFileClient(index.files);
    const queries = [0, 77, 301, 1200, 2600].map((i) => records[i].hierarchy.lvl1.split(' ').slice(0, 2).join(' '));
    for (const query of queries) {
      const sharded = (await client.search([{ indexName: 'docs', params: { query, hitsPerPage: 5 } }])).results[0];
      expect(
        sharded.hits.map((h) => h.objectID),
        query,
      ).toEqual(local.search({ query, hitsPerPage: 5 }).hits.map((h) => h.objectID));
    }
  });

  it('fails a query with IndexLoadError when a part cannot be loaded, and loads it again on the next query', async () => {
    const files = new Map(index.files);
    files.delete('search-index/meta.json');
    let offline = true;
    const client = createLocalClient({
      index: async () => JSON.parse(files.get('search-index.json')!) as ShardManifest,
      part: async (path) => {
        if (offline && path.endsWith('meta.json')) throw new TypeError('Failed to fetch');
        return JSON.parse(index.files.get(path)!);
      },
    });
    const query = { indexName: 'docs', params: { query: records[3].hierarchy.lvl1 } };
    await expect(client.search([query])).rejects.toBeInstanceOf(IndexLoadError);
    offline = false;
    expect((await client.search([query])).results[0].nbHits).toBeGreaterThan(0);
  });
});

describe('sharded index typo tolerance', () => {
  const small = [
    record('ollama', { lvl1: 'Running local models with Ollama' }),
    record('expert', { lvl1: 'Configuring the expert model' }),
  ];
  const { client } = createFileClient(buildLocalIndex(small, { shardAboveBytes: 0 }).files);
  const ids = async (query: string) =>
    (await client.search([{ indexName: 'docs', params: { query } }])).results[0].hits.map((h) => h.objectID);

  it('tolerates typos after the first two letters and matches the last word as a prefix', async () => {
    expect(await ids('olama')).toEqual(['ollama']);
    expect(await ids('expart')).toEqual(['expert']);
    expect(await ids('confi')).toEqual(['expert']);
  });

  it('does not correct a typo in the first two letters (a word needs only the shards of its own two-letter prefix)', async () => {
    expect(await ids('pllama')).toEqual([]);
    expect(new LocalEngine(small).search({ query: 'pllama' }).hits.map((h) => h.objectID)).toEqual(['ollama']);
  });
});
