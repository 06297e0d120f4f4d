import { describe, expect, it } from 'vitest';
import type { ApiOperation, ApiResponse } from '../../shared/openapi-types';
import { responseExtras } from './response-extras';
import { operationSections } from './sections';
import { testDocument } from './fixtures/documents';

const doc = testDocument({ schemas: { Id: { type: 'integer', format: 'int64' } } });

const response: ApiResponse = {
  status: '201',
  description: 'Created.',
  content: [],
  headers: [
    { name: 'Location', required: true, deprecated: false, schema: { type: 'string', format: 'uri' } },
    { name: 'X-Id', required: false, deprecated: false, schema: { $ref: '#/components/schemas/Id' } },
    { name: 'X-Plain', required: false, deprecated: false },
  ],
  links: [
    { name: 'GetPet', target: { slug: 'get-pet', method: 'get', path: '/pets/{id}' }, parameters: [] },
    { name: 'Elsewhere', operationRef: 'other.yaml#/paths/~1x/get', parameters: [] },
  ],
};

const op: ApiOperation = {
  slug: 'add-pet',
  method: 'post',
  path: '/pets',
  deprecated: false,
  parameters: [],
  responses: [response],
  callbacks: [{ name: 'done', expression: '{$request.body#/url}', method: 'post', parameters: [], responses: [response] }],
};

describe('responseExtras', () => {
  const extras = responseExtras(operationSections(op), doc, '/api/add-pet');
  const own = extras['response-201'];

  it("labels each header with its schema's type line, 'string' without a schema", () => {
    expect(own.headers?.map((h) => [h.name, h.typeLabel])).toEqual([
      ['Location', 'string (uri)'],
      ['X-Id', 'integer (int64)'],
      ['X-Plain', 'string'],
    ]);
  });

  it("links a response's target operation beside this page's route, and a link without a target nowhere", () => {
    expect(own.links?.map((l) => l.href)).toEqual(['/api/get-pet', undefined]);
  });

  it("gives a callback's responses their headers but no links to pages", () => {
    const callback = Object.entries(extras).find(([id]) => id !== 'response-201');
    expect(callback?.[1].headers).toHaveLength(3);
    expect(callback?.[1].links?.every((l) => l.href === undefined)).toBe(true);
  });
});
