import { describe, expect, it } from 'vitest';
import { buildApiDocument } from './model';

const base = { openapi: '3.1.0', info: { title: 'Shop API', version: '2.0.0' } };

describe('buildApiDocument', () => {
  it('follows component references for parameters, bodies, responses and named examples', () => {
    const doc = buildApiDocument(
      {
        ...base,
        paths: {
          '/orders/{id}': {
            parameters: [{ $ref: '#/components/parameters/Id' }],
            put: {
              operationId: 'updateOrder',
              tags: ['orders', 'admin'],
              parameters: [{ name: 'dry_run', in: 'query', schema: { type: 'boolean', default: false, description: 'Only check.' } }],
              requestBody: { $ref: '#/components/requestBodies/Order' },
              responses: { '200': { $ref: '#/components/responses/Ok' } },
            },
          },
        },
        components: {
          parameters: { Id: { name: 'id', in: 'path', schema: { type: 'integer' } } },
          requestBodies: {
            Order: { required: true, content: { 'application/json': { examples: { one: { $ref: '#/components/examples/One' } } } } },
          },
          examples: { One: { value: { qty: 2 } } },
          responses: { Ok: { description: 'Updated.', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
      'shop.yaml',
    );
    const [op] = doc.operations;
    expect(op).toMatchObject({ slug: 'update-order', method: 'put', tag: 'orders' });
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'dry_run', in: 'query', required: false, description: 'Only check.' }),
    ]);
    expect(op.requestBody).toMatchObject({ required: true, content: [{ contentType: 'application/json', example: { qty: 2 }, hasExample: true }] });
    expect(op.responses).toEqual([{ status: '200', description: 'Updated.', content: [expect.objectContaining({ hasExample: false })] }]);
    // A tag that is only used (not declared) is labelled by its name, capitalised.
    expect(doc.tags).toEqual([{ name: 'orders', label: 'Orders' }]);
  });

  it('uses x-displayName for tag labels, else the tag name capitalised, and keeps declared tag order', () => {
    const doc = buildApiDocument(
      {
        ...base,
        tags: [{ name: 'b', 'x-displayName': 'Bees' }, { name: 'a' }],
        paths: { '/x': { get: { operationId: 'x', tags: ['a'], responses: {} } } },
      },
      'f.yaml',
    );
    expect(doc.tags.map((t) => t.label)).toEqual(['Bees', 'A']);
  });

  it('derives a slug from the summary, else method and path, when there is no operationId', () => {
    const doc = buildApiDocument(
      { ...base, paths: { '/a/{b}': { get: { summary: 'Fetch A', responses: {} }, delete: { responses: {} } } } },
      'f.yaml',
    );
    expect(doc.operations.map((o) => o.slug)).toEqual(['fetch-a', 'delete-a-b']);
  });

  it('takes an operation route from x-page-slug when it has one, and from the operationId otherwise', () => {
    const doc = buildApiDocument(
      {
        ...base,
        paths: {
          '/config': { get: { operationId: 'get_config_endpoint_config_get', 'x-page-slug': 'get-config-config-get', responses: {} } },
          '/': { get: { operationId: 'get_root__get', responses: {} } },
        },
      },
      'f.yaml',
    );
    expect(doc.operations.map((o) => [o.operationId, o.slug])).toEqual([
      ['get_config_endpoint_config_get', 'get-config-config-get'],
      ['get_root__get', 'get-root-get'],
    ]);
  });

  it.each([
    ['upper case', 'Get-Config'],
    ['a slash', 'api/get-config'],
    ['a double hyphen', 'get--config'],
    ['an empty string', ''],
    ['a number', 42],
  ])('refuses an x-page-slug with %s, naming the operation', (_, slug) => {
    expect(() =>
      buildApiDocument(
        { ...base, paths: { '/config': { get: { operationId: 'get_config', 'x-page-slug': slug, responses: {} } } } },
        'f.yaml',
      ),
    ).toThrow(`GET /config (operationId get_config): x-page-slug ${JSON.stringify(slug)} is not a slug`);
  });

  it('refuses an x-page-slug that another operation route already has, naming both', () => {
    expect(() =>
      buildApiDocument(
        {
          ...base,
          paths: {
            '/a': { get: { operationId: 'get_a', responses: {} } },
            '/b': { get: { operationId: 'get_b', 'x-page-slug': 'get-a', responses: {} } },
          },
        },
        'f.yaml',
      ),
    ).toThrow('/api/get-a: GET /a (operationId get_a) and GET /b (operationId get_b)');
  });

  it('refuses an operation whose slug equals the overview page', () => {
    expect(() =>
      buildApiDocument({ ...base, paths: { '/': { get: { operationId: 'shop_api', responses: {} } } } }, 'f.yaml'),
    ).toThrow('/api/shop-api: the API overview (info.title "Shop API") and GET / (operationId shop_api)');
  });
});
