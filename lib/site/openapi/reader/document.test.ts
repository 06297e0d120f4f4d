import { describe, expect, it } from 'vitest';
import { buildApiDocument } from './document';

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

  it('moves an operation whose derived slug is another page\'s x-page-slug to its method and path, with a warning', () => {
    const doc = buildApiDocument(
      {
        ...base,
        paths: {
          '/a': { get: { operationId: 'get_a', responses: {} } },
          '/b': { get: { operationId: 'get_b', 'x-page-slug': 'get-a', responses: {} } },
        },
      },
      'f.yaml',
    );
    expect(doc.operations.map((o) => o.slug)).toEqual(['get-a-2', 'get-a']);
    expect(doc.warnings).toEqual([
      'f.yaml:1:1  warn  page-slug  GET /a (operationId get_a) would share /api/get-a with another page; it is at /api/get-a-2 instead',
    ]);
  });

  it('refuses two x-page-slugs on one route, naming both', () => {
    expect(() =>
      buildApiDocument(
        {
          ...base,
          paths: {
            '/a': { get: { operationId: 'get_a', 'x-page-slug': 'same', responses: {} } },
            '/b': { get: { operationId: 'get_b', 'x-page-slug': 'same', responses: {} } },
          },
        },
        'f.yaml',
      ),
    ).toThrow('/api/same: GET /a (operationId get_a) and GET /b (operationId get_b)');
  });

  it('moves an operation whose slug equals the overview page to its method and path', () => {
    const doc = buildApiDocument({ ...base, paths: { '/': { get: { operationId: 'shop_api', responses: {} } } } }, 'f.yaml');
    expect(doc.slug).toBe('shop-api');
    expect(doc.operations[0].slug).toBe('get');
    expect(doc.warnings?.[0]).toContain('GET / (operationId shop_api) would share /api/shop-api');
  });

  it('tells apart operations without operationId that share a summary, by method and path', () => {
    const doc = buildApiDocument(
      {
        ...base,
        paths: {
          '/pets': { get: { summary: 'Pets', responses: {} }, post: { summary: 'Pets', responses: {} } },
          '/pets/{id}': { get: { summary: 'One pet', responses: {} } },
        },
      },
      'f.yaml',
    );
    expect(doc.operations.map((o) => o.slug)).toEqual(['get-pets', 'post-pets', 'one-pet']);
    expect(doc.warnings).toHaveLength(2);
  });

  it('reads webhooks as pages and callbacks on the operation that declares them', () => {
    const doc = buildApiDocument(
      {
        ...base,
        paths: {
          '/subscribe': {
            post: {
              operationId: 'subscribe',
              responses: { '201': { description: 'Subscribed.' } },
              callbacks: {
                onEvent: {
                  '{$request.body#/callbackUrl}': {
                    post: {
                      summary: 'Event',
                      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
                      responses: { '204': { description: 'Received.' } },
                    },
                  },
                },
              },
            },
          },
        },
        webhooks: { orderPaid: { post: { responses: { '200': { description: 'OK.' } } } } },
      },
      'f.yaml',
    );
    const [op] = doc.operations;
    expect(op.callbacks?.map((c) => [c.name, c.expression, c.method, c.summary])).toEqual([
      ['onEvent', '{$request.body#/callbackUrl}', 'post', 'Event'],
    ]);
    expect(op.callbacks?.[0].requestBody?.content[0].contentType).toBe('application/json');
    expect(op.callbacks?.[0].responses.map((r) => r.status)).toEqual(['204']);
    expect(doc.webhooks?.map((w) => [w.webhook, w.path, w.method, w.slug, w.tag])).toEqual([
      ['orderPaid', 'orderPaid', 'post', 'webhook-post-order-paid', undefined],
    ]);
  });
});
