import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../config/schema';
import { buildLocalIndex, createFileClient, measureQueries, recordsFromIndex } from './index-files';
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

  const tagged = records.map((r, i) => ({
    ...r,
    docusaurus_tag: ['default', 'docs-default-a', 'docs-default-b'][i % 3],
  }));
  const scopes = [
    { path: 'search-index/docs-default-a.json', tags: ['default', 'docs-default-a'] },
    { path: 'search-index/docs-default-b.json', tags: ['default', 'docs-default-b'] },
  ];
  const inB = tagged.filter((r) => r.docusaurus_tag !== 'docs-default-a');

  it('writes a scoped part per version with only its records, in order, as a single file while it is small', () => {
    const one = addScopeFiles(buildIndexFiles(tagged, { shardAboveBytes: 10 ** 9 }), tagged, scopes);
    const partA = JSON.parse(one.files.get('search-index/docs-default-a.json')!) as LocalIndexFile;
    expect(partA.records.map((r) => r[0])).toEqual(
      tagged.filter((r) => r.docusaurus_tag !== 'docs-default-b').map((r) => r.objectID),
    );
    expect(one.files.get('search-index.json')).toBe(JSON.stringify(compactRecords(tagged)));
    expect(() => addScopeFiles(buildIndexFiles(tagged), tagged, [{ path: 'elsewhere/a.json', tags: [] }])).toThrow(
      /directly under search-index/,
    );
  });

  it('shards a version part by its own size, even when the whole index stays one file', () => {
    const partGzip = gzipSync(JSON.stringify(compactRecords(inB))).length;
    const options = { shardAboveBytes: partGzip - 1 };
    // The whole index is larger than the part: sharded too at the same threshold, so test the part with a whole file.
    const built = addScopeFiles(buildIndexFiles(tagged, { shardAboveBytes: 10 ** 9 }), tagged, scopes, options);
    expect(JSON.parse(built.files.get('search-index.json')!).format).toBe(1);
    const part = JSON.parse(built.files.get('search-index/docs-default-b.json')!) as ShardManifest;
    expect(part).toMatchObject({ format: 2, records: inB.length, meta: 'meta.docs-default-b.json' });
    expect(part.terms.pattern).toBe('t{n}.docs-default-b.json');
    // Every file the part's manifest names exists under search-index/ (its paths are relative to the manifest).
    const named = [
      part.meta,
      ...part.terms.first.map((_, n) => part.terms.pattern.replace('{n}', String(n))),
      ...Array.from({ length: part.blocks.count }, (_, n) => part.blocks.pattern.replace('{n}', String(n))),
      ...part.prefixes.list.map((_, n) => part.prefixes.pattern.replace('{n}', String(n))),
    ];
    for (const file of named) expect(built.files.has(`search-index/${file}`), file).toBe(true);
    // Only the manifests are named like a version part; the index files of the two parts never share a name.
    const partFiles = [...built.files.keys()].filter((p) => /^search-index\/docs-default-/.test(p));
    expect(partFiles.sort()).toEqual(scopes.map((s) => s.path));
  });

  it('a sharded version part ranks its best hits as the same records in one file do', async () => {
    const sharded = addScopeFiles(buildIndexFiles(tagged), tagged, scopes, { shardAboveBytes: 0 });
    const single = addScopeFiles(buildIndexFiles(tagged), tagged, scopes);
    // Each part served as the root index: a sharded part's paths, relative to search-index/, then need the folder.
    const asRoot = (files: ReadonlyMap<string, string>) => {
      const manifest = JSON.parse(files.get(scopes[1].path)!) as ShardManifest | LocalIndexFile;
      if (manifest.format === 1) return new Map([...files, ['search-index.json', JSON.stringify(manifest)]]);
      const dir = (p: string) => `search-index/${p}`;
      const moved: ShardManifest = {
        ...manifest,
        meta: dir(manifest.meta),
        terms: { ...manifest.terms, pattern: dir(manifest.terms.pattern) },
        blocks: { ...manifest.blocks, pattern: dir(manifest.blocks.pattern) },
        prefixes: { ...manifest.prefixes, pattern: dir(manifest.prefixes.pattern) },
      };
      return new Map([...files, ['search-index.json', JSON.stringify(moved)]]);
    };
    const [fromShards, fromFile] = [createFileClient(asRoot(sharded.files)), createFileClient(asRoot(single.files))];
    const ids = async ({ client }: typeof fromShards, query: string) =>
      (await client.search([{ indexName: 'docs', params: { query, hitsPerPage: 5 } }])).results[0].hits.map(
        (h) => h.objectID,
      );
    expect(fromShards.downloads).toEqual([]);
    for (const i of [0, 5, 11, 29]) {
      const query = inB[i].hierarchy.lvl1.split(' ').slice(0, 2).join(' ');
      const hits = await ids(fromShards, query);
      expect(hits.length, query).toBeGreaterThan(0);
      expect(hits, query).toEqual(await ids(fromFile, query));
      expect(hits.every((id) => inB.some((r) => r.objectID === id))).toBe(true);
    }
    expect(fromShards.downloads.map((d) => d.path)).toContain('search-index/meta.docs-default-b.json');
  });

  it('uses the default threshold of 64 KiB when none is given', () => {
    expect(buildIndexFiles(records).format).toBe(1);
    expect(buildIndexFiles(syntheticRecords(1200)).format).toBe(2);
  });

  it('reads its thresholds from themeConfig.algolia.localIndex, defaulting to the same 64 KiB', () => {
    const config = (localIndex?: object) =>
      validateSiteConfig(
        {
          url: 'https://docs.example.com',
          title: 'Docs',
          themeConfig: { navbar: { items: [] }, algolia: { localIndex } },
        },
        'x',
      ).themeConfig.algolia.localIndex;
    expect(config()).toEqual({ shardAboveBytes: 64 * 1024, shardTargetBytes: 32 * 1024, blockTargetBytes: 2048 });
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
