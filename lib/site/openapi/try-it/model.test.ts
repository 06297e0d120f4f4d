import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from '../load';
import { openapiSnapshotFile } from '../paths';
import { bodySample } from '../bodies';
import type { ApiDocument } from '../../../shared/openapi-types';
import { validationSchema } from './validation-schema';
import { tryItModel } from './model';

let doc: ApiDocument;
const model = (slug: string) => tryItModel(doc.operations.find((o) => o.slug === slug)!, doc);

beforeAll(async () => {
  doc = await loadApiDocument({ file: openapiSnapshotFile('0.30.2'), configPath: 'redocly.yaml' });
});

describe('tryItModel', () => {
  it('prefills path parameters with the example value the code samples use', () => {
    const m = model('get-session-v-1-session-session-id-get');
    expect(m.fields).toEqual([{ name: 'session_id', in: 'path', required: true, value: '2', placeholder: 'integer' }]);
    expect(m.spec).toEqual({
      method: 'GET',
      path: '/v1/session/{session_id}',
      params: [{ name: 'session_id', in: 'path', required: true }],
      raAid: true,
    });
    expect(m.bodyText).toBeNull();
  });

  it('prefills query parameters with their examples and shows the schema default as placeholder', () => {
    expect(model('list-sessions-v-1-session-get').fields).toEqual([
      { name: 'offset', in: 'query', required: false, value: '0', placeholder: '0' },
      { name: 'limit', in: 'query', required: false, value: '10', placeholder: '10' },
    ]);
  });

  it("prefills the body with the samples' JSON example and carries only the schemas the body refers to, for validating", () => {
    const op = doc.operations.find((o) => o.slug === 'spawn-agent-v-1-spawn-agent-post')!;
    const m = tryItModel(op, doc);
    expect(JSON.parse(m.bodyText!)).toEqual(bodySample(op, doc)?.value);
    expect(m.spec.body?.required).toBe(true);
    expect(m.spec.body?.schema).toEqual({
      $ref: '#/components/schemas/SpawnAgentRequest',
      components: { schemas: { SpawnAgentRequest: validationSchema(doc.schemas.SpawnAgentRequest) } },
    });
  });

  it('marks only spawn agent as starting an agent', () => {
    const starting = doc.operations.filter((o) => tryItModel(o, doc).startsAgent).map((o) => `${o.method} ${o.path}`);
    expect(starting).toEqual(['post /v1/spawn-agent']);
  });
});
