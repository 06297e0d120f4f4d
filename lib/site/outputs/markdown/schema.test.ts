import { describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH, schemaView } from '../../openapi/schema-view';
import { shownSchema } from '../../openapi/shown-schema';
import type { SchemaObject } from '../../../shared/openapi-types';
import { root } from './nodes';
import { schemaBlocks } from './schema';
import { stringifyMarkdown } from './stringify';

const twin = (schema: SchemaObject, schemas: Record<string, SchemaObject> = {}) =>
  stringifyMarkdown(root(schemaBlocks(shownSchema(schemaView(schema, schemas, 'response')))));

describe('schemaBlocks: the bounds of a schema in the Markdown twin', () => {
  it('writes a component used 50 times once, each later use naming it "(see above)"', () => {
    const account = { type: 'object', properties: { id: { type: 'string', description: 'Its id.' } } };
    const properties = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`a${i}`, { $ref: '#/components/schemas/Account' }]),
    );
    const md = twin({ type: 'object', properties }, { Account: account as SchemaObject });
    expect(md.match(/Its id\./g)).toHaveLength(1);
    expect(md.match(/Same as `Account` \(see above\)\./g)).toHaveLength(49);
    expect(md).toContain('- `a1` (Account): Same as `Account` (see above).');
  });

  it('says where the depth bound cut a schema', () => {
    let deep: SchemaObject = { type: 'object', properties: { leaf: { type: 'string' } } };
    for (let i = 0; i < MAX_SCHEMA_DEPTH + 2; i++) deep = { type: 'object', properties: { next: deep } };
    const md = twin(deep);
    expect(md).toContain(`Deeper levels not shown: the reference stops at ${MAX_SCHEMA_DEPTH} levels of nesting.`);
    expect(md).not.toContain('`leaf`');
  });
});
