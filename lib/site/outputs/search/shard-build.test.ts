import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../config/schema';
import { buildLocalIndex, measureQueries, recordsFromIndex } from './index-files';
import { BOOST, indexRecords, TYPE_BOOST } from '../../../shared/search/engine/local-engine';
import { compactRecords, type LocalIndexFile } from '../../../shared/search/engine/local-index';
import { addScopeFiles, buildIndexFiles, INFO_FILE } from './shard-build';
import { SCORE_SCALE, type ShardManifest, type TermShard } from '../../../shared/search/engine/shard-format';
import { syntheticRecords } from '../../../../tests/helpers/search/synthetic-records';

const records = syntheticRecords(60);
const single = JSON.stringify(compactRecords(records));
const singleGzip = gzipSync(single).length;

describe('local index files', () => {
  it('keep the single file (format 1, the same bytes as before) while it is at most the threshold gzipped', () => {
    const { format, files } = buildIndexFiles(records, { shardAboveBytes: singleGzip });
    expect(format).toBe(1);
    expect(files.get('search-index.json')).toBe(single);
    expect([...files.keys()].sort()).toEqual(['search-index.json', INFO_FILE]);
  });

  it('shard the index one byte above the threshold: a small manifest of format 2 at the same path', () => {
    const { format, files } = buildIndexFiles(records, { shardAboveBytes: singleGzip - 1 });
    expect(format).toBe(2);
    const manifest = JSON.parse(files.get('search-index.json')!) as ShardManifest;
    expect(manifest).toMatchObject({ format: 2, records: records.length, meta: 'search-index/meta.json' });
    expect(files.get('search-index.json')!.length).toBeLessThan(single.length / 20);
    for (const path of files.keys())
      expect(path === 'search-index.json' || path.startsWith('search-index/')).toBe(true);
  });

  it('writes a scoped part per version: its records in order as a single file, or a copy of a sharded manifest', () => {
    const tagged = records.map((r, i) => ({
      ...r,
      docusaurus_tag: ['default', 'docs-default-a', 'docs-default-b'][i % 3],
    }));
    const scopes = [
      { path: 'search-index/docs-default-a.json', tags: ['default', 'docs-default-a'] },
      { path: 'search-index/docs-default-b.json', tags: ['default', 'docs-default-b'] },
    ];
    const one = addScopeFiles(buildIndexFiles(tagged, { shardAboveBytes: 10 ** 9 }), tagged, scopes);
    const partA = JSON.parse(one.files.get('search-index/docs-default-a.json')!) as LocalIndexFile;
    expect(partA.records.map((r) => r[0])).toEqual(
      tagged.filter((r) => r.docusaurus_tag !== 'docs-default-b').map((r) => r.objectID),
    );
    expect(one.files.get('search-index.json')).toBe(JSON.stringify(compactRecords(tagged)));

    const sharded = addScopeFiles(buildIndexFiles(tagged, { shardAboveBytes: 0 }), tagged, scopes);
    const manifest = JSON.parse(sharded.files.get('search-index.json')!) as ShardManifest;
    const copy = JSON.parse(sharded.files.get('search-index/docs-default-b.json')!) as ShardManifest;
    // Resolved against the part's own URL, the copy's paths name the same files as the manifest's.
    const resolve = (from: string, path: string) => new URL(path, `https://x.test/${from}`).pathname;
    expect(resolve(scopes[1].path, copy.meta)).toBe(resolve('search-index.json', manifest.meta));
    for (const key of ['terms', 'blocks', 'prefixes'] as const) {
      expect(resolve(scopes[1].path, copy[key].pattern)).toBe(resolve('search-index.json', manifest[key].pattern));
    }
    expect(sharded.files.has(resolve(scopes[1].path, copy.meta).slice(1))).toBe(true);
    expect(() => addScopeFiles(buildIndexFiles(tagged), tagged, [{ path: 'elsewhere/a.json', tags: [] }])).toThrow(
      /directly under search-index/,
    );
  });

  it('uses the default threshold of 300 KiB when none is given', () => {
    expect(buildIndexFiles(records).format).toBe(1);
    expect(buildIndexFiles(syntheticRecords(1200)).format).toBe(2);
  });

  it('reads its thresholds from themeConfig.algolia.localIndex, defaulting to the same 300 KiB', () => {
    const config = (localIndex?: object) =>
      validateSiteConfig(
        {
          url: 'https://docs.example.com',
          title: 'Docs',
          themeConfig: { navbar: { items: [] }, algolia: { localIndex } },
        },
        'x',
      ).themeConfig.algolia.localIndex;
    expect(config()).toEqual({ shardAboveBytes: 300 * 1024, shardTargetBytes: 32 * 1024, blockTargetBytes: 2048 });
    expect(buildIndexFiles(records, config()).format).toBe(1);
    expect(buildIndexFiles(records, config({ shardAboveBytes: 0 })).format).toBe(2);
  });

  it('cuts the sorted vocabulary into shards near the target size, every term in exactly one shard', () => {
    const index = buildLocalIndex(records, { shardAboveBytes: 0, shardTargetBytes: 4096 });
    const manifest = JSON.parse(index.files.get('search-index.json')!) as ShardManifest;
    const shards = manifest.terms.first.map(
      (_, n) => JSON.parse(index.files.get(`search-index/t${n}.json`)!) as TermShard,
    );
    expect(shards.length).toBeGreaterThan(10);
    const all = shards.flatMap((s) => s.terms);
    expect(all).toEqual([...new Set(all)].sort());
    shards.forEach((s, n) => expect(s.terms[0]).toBe(manifest.terms.first[n]));
    for (const size of index.sizes.filter((s) => /\/t\d+\.json$/.test(s.path)))
      expect(size.gzip).toBeLessThan(4096 * 1.5);
    expect(index.largestShard!.gzip).toBe(
      Math.max(...index.sizes.filter((s) => /\/t\d+\.json$/.test(s.path)).map((s) => s.gzip)),
    );
    expect(index.total.gzip).toBe(index.sizes.reduce((t, s) => t + s.gzip, 0));
  });

  it('gives the records back from either format (what npm run search:upload reads)', () => {
    const strip = (list: typeof records) => list.map((r) => ({ ...r, weight: { ...r.weight, position: 0 } }));
    expect(strip(recordsFromIndex(buildIndexFiles(records).files))).toEqual(strip(records));
    const sharded = recordsFromIndex(buildIndexFiles(records, { shardAboveBytes: 0 }).files);
    expect(strip(sharded)).toEqual(strip(records));
    expect(sharded.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
  });

  it('measures queries for the bench: what the first query downloads, then a warm pass that downloads nothing', async () => {
    const index = buildLocalIndex(records, { shardAboveBytes: 0, shardTargetBytes: 2048 });
    const queries = [records[0].hierarchy.lvl1, records[30].hierarchy.lvl1];
    const report = await measureQueries(index.files, queries);
    expect(report.first!.query).toBe(queries[0]);
    expect(report.first!.files.map((f) => f.path).slice(0, 2)).toEqual(['search-index.json', 'search-index/meta.json']);
    expect(report.first!.gzip).toBe(report.first!.files.reduce((t, f) => t + f.gzip, 0));
    expect(report.first!.gzip).toBeLessThan(index.total.gzip / 3);
    expect(report.cold.queries.map((q) => q.hits).every((n) => n > 0)).toBe(true);
    expect(report.warm.queries.flatMap((q) => q.files)).toEqual([]);
    expect(report.warm.p95).toBeGreaterThanOrEqual(report.warm.p50);
  });

  it('stores for each term and record the score MiniSearch gives that one-term query in the in-memory engine', () => {
    const { files } = buildIndexFiles(records, { shardAboveBytes: 0 });
    const manifest = JSON.parse(files.get('search-index.json')!) as ShardManifest;
    const minisearch = indexRecords(records);
    let checked = 0;
    manifest.terms.first.forEach((_, n) => {
      const shard = JSON.parse(files.get(`search-index/t${n}.json`)!) as TermShard;
      shard.terms.forEach((term, i) => {
        if (i % 7) return;
        const stored = new Map<number, number>();
        for (let j = 0, id = 0; j < shard.postings[i].length; j += 2)
          stored.set((id += shard.postings[i][j]), shard.postings[i][j + 1]);
        const expected = minisearch.search(term, {
          boost: BOOST,
          prefix: false,
          fuzzy: false,
          boostDocument: (id: number) => TYPE_BOOST[records[id].type],
        });
        expect(
          new Map(expected.map((r) => [r.id as number, Math.max(1, Math.round(r.score * SCORE_SCALE))])),
          term,
        ).toEqual(stored);
        checked++;
      });
    });
    expect(checked).toBeGreaterThan(100);
  });
});
