import { afterEach, describe, expect, it } from 'vitest';
import { record } from '../../../../tests/helpers/search/test-records';
import { startAlgoliaServer, type AlgoliaTestServer } from '../../../../tests/helpers/search/algolia-server';
import { ALGOLIA_INDEX_SETTINGS, uploadRecords } from './upload';

let server: AlgoliaTestServer | undefined;
afterEach(async () => server?.close());

const host = (s: AlgoliaTestServer) => [{ url: s.host, protocol: 'http' as const, accept: 'readWrite' as const }];

describe('uploadRecords (npm run search:upload)', () => {
  it('sets the index settings and replaces all records atomically through a temporary index', async () => {
    server = await startAlgoliaServer({ appId: 'APP', apiKey: 'search', adminKey: 'admin', records: [] });
    server.indices.set('ra-aid', { settings: {}, objects: [{ objectID: 'stale' }] });
    const records = [record('a', { lvl1: 'A' }), record('b', { lvl1: 'B' })];
    await uploadRecords({ appId: 'APP', adminKey: 'admin', indexName: 'ra-aid', records, hosts: host(server) });

    expect([...server.indices.keys()]).toEqual(['ra-aid']);
    const index = server.indices.get('ra-aid')!;
    expect(index.objects.map((o) => o.objectID)).toEqual(['a', 'b']);
    expect(index.settings).toMatchObject({
      distinct: true,
      attributeForDistinct: 'url',
      attributesForFaceting: ALGOLIA_INDEX_SETTINGS.attributesForFaceting,
    });
    const writes = server.requests.map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, '_tmp')}`);
    expect(writes[0]).toBe('PUT /1/indexes/ra-aid/settings');
    expect(writes).toContain('POST /1/indexes/ra-aid_tmp/batch');
    expect(writes).toContain('POST /1/indexes/ra-aid_tmp/operation');
    expect(
      server.requests.every((r) => (r.headers['x-algolia-api-key'] ?? r.query['x-algolia-api-key']) === 'admin'),
    ).toBe(true);
  });

  it('refuses to run without the admin key or application id', async () => {
    await expect(uploadRecords({ appId: 'APP', adminKey: '', indexName: 'ra-aid', records: [] })).rejects.toThrow(
      'ALGOLIA_ADMIN_KEY',
    );
    await expect(uploadRecords({ appId: '', adminKey: 'x', indexName: 'ra-aid', records: [] })).rejects.toThrow(
      'NEXT_PUBLIC_ALGOLIA_APP_ID',
    );
  });
});
