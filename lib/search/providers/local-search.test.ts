import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSearchClient, warmLocalSearch } from './local-search';
import { compactRecords } from '../engine/local-index';
import { record } from '../../../tests/helpers/search/test-records';

const INDEX = JSON.stringify(
  compactRecords([
    record('old', { lvl1: 'Install', tag: 'docs-default-0.1' }),
    record('new', { lvl1: 'Install', tag: 'docs-default-current' }),
  ]),
);

// A static server on 127.0.0.1 that counts the requests for each path; /down/… answers 503 the first time.
const requests = new Map<string, number>();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    const n = (requests.get(path) ?? 0) + 1;
    requests.set(path, n);
    if (path.startsWith('/down/') && n === 1) res.writeHead(503).end('down');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(INDEX);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const query = (q: string, tag: string) => ({
  indexName: 'ra-aid',
  params: { query: q, facetFilters: ['language:en', [`docusaurus_tag:${tag}`]] },
});

describe('the shared local search client', () => {
  it('downloads the index once for the warm-up and every later query of any client of that URL', async () => {
    const url = `${origin}/a/search-index.json`;
    warmLocalSearch(url, 'ra-aid', query('', 'docs-default-0.1').params.facetFilters);
    const first = await localSearchClient(url).search([query('install', 'docs-default-0.1')]);
    const second = await localSearchClient(url).search([query('install', 'docs-default-current')]);
    expect(first.results[0].hits.map((h) => h.objectID)).toEqual(['old']);
    expect(second.results[0].hits.map((h) => h.objectID)).toEqual(['new']);
    expect(requests.get('/a/search-index.json')).toBe(1);
  });

  it('keeps indexes apart by URL', async () => {
    await localSearchClient(`${origin}/b/search-index.json`).search([query('install', 'docs-default-0.1')]);
    expect(requests.get('/b/search-index.json')).toBe(1);
  });

  it('tries the download again on the next query after a failed one', async () => {
    const client = localSearchClient(`${origin}/down/search-index.json`);
    await expect(client.search([query('install', 'docs-default-0.1')])).rejects.toThrow(/HTTP 503/);
    const { results } = await client.search([query('install', 'docs-default-0.1')]);
    expect(results[0].hits.map((h) => h.objectID)).toEqual(['old']);
    expect(requests.get('/down/search-index.json')).toBe(2);
  });

  it('sends each query to the scoped part of the index that holds its version, and mixed batches to each file', async () => {
    const whole = `${origin}/c/search-index.json`;
    const scopes = [
      { tags: ['default', 'docs-default-0.1'], url: `${origin}/c/search-index/docs-default-0.1.json` },
      { tags: ['default', 'docs-default-current'], url: `${origin}/c/search-index/docs-default-current.json` },
    ];
    const client = localSearchClient(whole, scopes);
    await client.search([query('install', 'docs-default-0.1')]);
    expect(requests.get('/c/search-index/docs-default-0.1.json')).toBe(1);
    expect(requests.has('/c/search-index.json')).toBe(false);
    const both = await client.search([query('install', 'docs-default-current'), query('install', 'docs-default-0.1')]);
    expect(both.results.map((r) => r.hits.map((h) => h.objectID))).toEqual([['new'], ['old']]);
    expect(requests.get('/c/search-index/docs-default-current.json')).toBe(1);
    // A query without a version filter needs every record: the whole index.
    await client.search([{ indexName: 'ra-aid', params: { query: 'install' } }]);
    expect(requests.get('/c/search-index.json')).toBe(1);
  });
});
