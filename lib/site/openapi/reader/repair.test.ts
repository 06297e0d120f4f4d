import { describe, expect, it } from 'vitest';
import { repairSchemaLists } from './repair';

describe('repairSchemaLists', () => {
  it('turns an allOf, anyOf or oneOf given as one object into a list of that one part, at any depth', () => {
    const doc = {
      components: {
        schemas: {
          A: { allOf: { $ref: '#/components/schemas/B' }, nullable: true },
          C: { properties: { d: { anyOf: { type: 'string' } }, e: { items: { oneOf: { type: 'integer' } } } } },
        },
      },
    };
    repairSchemaLists(doc);
    expect(doc.components.schemas.A.allOf).toEqual([{ $ref: '#/components/schemas/B' }]);
    expect(doc.components.schemas.C.properties.d.anyOf).toEqual([{ type: 'string' }]);
    expect(doc.components.schemas.C.properties.e.items.oneOf).toEqual([{ type: 'integer' }]);
  });

  it('leaves lists as they are and example data untouched', () => {
    const doc = { schema: { allOf: [{ type: 'string' }], example: { allOf: { kept: true } } } };
    repairSchemaLists(doc);
    expect(doc.schema.allOf).toEqual([{ type: 'string' }]);
    expect(doc.schema.example.allOf).toEqual({ kept: true });
  });
});
