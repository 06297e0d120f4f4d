import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  buildApiDocument,
  OPENAPI_FILE,
  serverRoutesFile,
  readVersionNames,
  snapshotDir,
  snapshotOpenapiFile,
  cliFactsFile,
} from '../../lib/site/tasks';
import { operationDrift, readServerRoutes, type ServerRoutes } from './server-routes';

const root = process.cwd();
const documentOf = (file: string) => buildApiDocument(parse(readFileSync(file, 'utf8')), relative(root, file));

// Every docs version with its OpenAPI file and the docs folder whose facts name the RA.Aid commit it describes.
const versions = [
  { name: 'Next', openapi: join(root, OPENAPI_FILE), docs: join(root, 'content') },
  ...readVersionNames(root).map((name) => ({
    name,
    openapi: snapshotOpenapiFile(root, name),
    docs: snapshotDir(root, name),
  })),
];

describe.each(versions)('the OpenAPI file of docs version $name', ({ openapi, docs }) => {
  const routesFile = serverRoutesFile(openapi);

  it('has the list of its commit’s server operations beside it, for the commit its facts were read from', () => {
    expect(existsSync(routesFile), `missing ${relative(root, routesFile)}`).toBe(true);
    const facts = JSON.parse(readFileSync(cliFactsFile(docs), 'utf8')) as { source: { commit: string } };
    expect(readServerRoutes(routesFile).commit).toBe(facts.source.commit);
  });

  it('describes exactly the server’s operations: method, path, operationId and status codes', () => {
    expect(operationDrift(documentOf(openapi), readServerRoutes(routesFile))).toEqual([]);
  });
});

describe('operationDrift', () => {
  const routes: ServerRoutes = {
    commit: '0'.repeat(40),
    operations: [
      { method: 'get', path: '/config', operationId: 'get_config_endpoint_config_get', statuses: [200] },
      { method: 'delete', path: '/v1/session/{id}', operationId: 'delete_session', statuses: [204, 404, 500] },
    ],
  };
  const file = (paths: Record<string, unknown>) => buildApiDocument({ info: { title: 'T' }, paths }, 'f.yaml');
  const config = (operationId: string) => ({ get: { operationId, responses: { '200': { description: 'ok' } } } });

  it('is empty when the file has the same operations, ids and statuses', () => {
    const doc = file({
      '/config': config('get_config_endpoint_config_get'),
      '/v1/session/{id}': {
        delete: { operationId: 'delete_session', responses: { '204': {}, '404': {}, '500': {} } },
      },
    });
    expect(operationDrift(doc, routes)).toEqual([]);
  });

  it('names a missing operation, a wrong operationId, different statuses and an operation the server lacks', () => {
    const doc = file({
      '/config': { get: { operationId: 'get_config_config_get', responses: { '200': {}, '404': {} } } },
      '/v1/extra': { post: { operationId: 'extra', responses: { '201': {} } } },
    });
    expect(operationDrift(doc, routes)).toEqual([
      'GET /config: operationId get_config_config_get in the OpenAPI file, get_config_endpoint_config_get in the server code',
      'GET /config: statuses 200, 404 in the OpenAPI file, 200 in the code',
      'DELETE /v1/session/{id}: the server has it, the OpenAPI file does not',
      'POST /v1/extra: the OpenAPI file has it, the server does not',
    ]);
  });
});
