import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';
import { openapiSnapshotFile } from './paths';
import { bodySample } from './bodies';
import { requestUrl, responseHasBody,
  responseIsJson, responseType, sampleServer } from './samples';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';

let doc: ApiDocument;
const operation = (slug: string) => doc.operations.find((o) => o.slug === slug)!;

beforeAll(async () => {
  doc = await loadApiDocument({ file: openapiSnapshotFile('0.30.2'), configPath: 'redocly.yaml' });
});

describe('the request behind the code samples', () => {
  it("calls the file's first server, without a trailing slash doubling the path's", () => {
    expect(sampleServer(doc)).toBe('http://localhost:1818');
    expect(requestUrl(operation('get-root-get'), doc, 'http://example.test/').base).toBe('http://example.test/');
    expect(sampleServer({ ...doc, servers: [] })).toBe('https://api.example.com');
  });

  it('fills path parameters with an example and keeps query parameters that have an example', () => {
    const session = requestUrl(operation('get-session-v-1-session-session-id-get'), doc, sampleServer(doc));
    expect(session.base).toMatch(/^http:\/\/localhost:1818\/v1\/session\/\d+$/);
    expect(session.query).toEqual([]);
    const list = requestUrl(operation('list-sessions-v-1-session-get'), doc, sampleServer(doc));
    expect(list).toEqual({ base: 'http://localhost:1818/v1/session', query: [['offset', 0], ['limit', 10]] });
  });

  it("sends the JSON body's written example, and no body for an operation without one", () => {
    expect(bodySample(operation('spawn-agent-v-1-spawn-agent-post'), doc)?.value).toEqual({
      message: 'Find where request timeouts are configured and list them',
      research_only: true,
    });
    expect(bodySample(operation('get-config-config-get'), doc)).toBeUndefined();
  });

  it('asks for the content type of the first success response, JSON when it declares none', () => {
    expect(responseType(operation('get-config-config-get'))).toBe('application/json');
    expect(responseIsJson(operation('get-config-config-get'))).toBe(true);
    const root = operation('get-root-get');
    expect(responseType(root)).toBe('text/html');
    expect(responseIsJson(root)).toBe(false);
    const noContent: ApiOperation = { ...root, responses: [{ status: '204', description: 'done', content: [] }] };
    expect(responseType(noContent)).toBe('application/json');
    expect(responseHasBody(noContent)).toBe(false);
    expect(responseHasBody(root)).toBe(true);
  });
});
