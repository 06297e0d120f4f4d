/**
 * A synthetic OpenAPI document for the API scale benchmark, its schemas nested `depth` levels deep so that its pages
 * carry the folded levels a large real API has. Deterministic, so that runs compare.
 */
export function syntheticOpenapi(operations: number, depth = 6): Record<string, unknown> {
  const resources = Math.ceil(operations / 5);
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer', example: 404 }, message: { type: 'string', example: 'Not found' } },
    },
    Audit: {
      type: 'object',
      properties: {
        createdAt: { type: 'string', format: 'date-time', example: '2026-01-02T03:04:05Z' },
        createdBy: { type: 'string', example: 'user-1' },
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string; description: string }[] = [];
  let made = 0;
  for (let r = 0; r < resources && made < operations; r++) {
    const name = `Resource${r}`;
    const tag = `group-${Math.floor(r / 10)}`;
    if (!tags.some((t) => t.name === tag)) tags.push({ name: tag, description: `Resources ${tag}.` });
    // The nested levels of this resource: Level0 holds an array of Level1, and so on.
    for (let d = depth - 1; d >= 0; d--) {
      const props: Record<string, unknown> = {
        id: { type: 'string', description: `Identifier at level ${d}.`, example: `${name}-${d}` },
        label: { type: 'string', description: 'A label.', maxLength: 80 },
        count: { type: 'integer', minimum: 0, description: 'How many.' },
        audit: { $ref: '#/components/schemas/Audit' },
        kind: { type: 'string', enum: ['a', 'b', 'c'], description: 'Its kind.' },
      };
      if (d < depth - 1) props.children = { type: 'array', items: { $ref: `#/components/schemas/${name}L${d + 1}` } };
      schemas[`${name}L${d}`] = { type: 'object', required: ['id'], properties: props };
    }
    const one = { $ref: `#/components/schemas/${name}L0` };
    const json = (schema: unknown) => ({ 'application/json': { schema } });
    const errors = { '404': { description: 'Not found.', content: json({ $ref: '#/components/schemas/Error' }) } };
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Its id.' };
    const op = (verb: string, extra: Record<string, unknown>) => ({
      operationId: `${verb}${name}`,
      summary: `${verb} ${name.toLowerCase()}`,
      description: `Does ${verb} on ${name}.`,
      tags: [tag],
      ...extra,
    });
    const all: [string, string, Record<string, unknown>][] = [
      [
        `/r${r}`,
        'get',
        op('list', {
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: { '200': { description: 'The list.', content: json({ type: 'array', items: one }) } },
        }),
      ],
      [
        `/r${r}`,
        'post',
        op('create', {
          requestBody: { required: true, content: json(one) },
          responses: { '201': { description: 'Created.', content: json(one) } },
        }),
      ],
      [
        `/r${r}/{id}`,
        'get',
        op('get', { parameters: [id], responses: { '200': { description: 'It.', content: json(one) }, ...errors } }),
      ],
      [
        `/r${r}/{id}`,
        'put',
        op('replace', {
          parameters: [id],
          requestBody: { required: true, content: json(one) },
          responses: { '200': { description: 'Replaced.', content: json(one) }, ...errors },
        }),
      ],
      [
        `/r${r}/{id}`,
        'delete',
        op('delete', { parameters: [id], responses: { '204': { description: 'Deleted.' }, ...errors } }),
      ],
    ];
    for (const [path, method, operation] of all) {
      if (made >= operations) break;
      (paths[path] ??= {})[method] = operation;
      made++;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic API', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } },
    servers: [{ url: 'https://api.synthetic.test' }],
    security: [],
    tags,
    paths,
    components: { schemas },
  };
}
