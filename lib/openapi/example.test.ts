import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from './example';

describe('exampleFromSchema', () => {
  it('prefers the schema example, const, default and first enum value', () => {
    expect(exampleFromSchema({ type: 'string', example: 'x', default: 'y' }, {})).toBe('x');
    expect(exampleFromSchema({ const: 3 }, {})).toBe(3);
    expect(exampleFromSchema({ type: 'boolean', default: true }, {})).toBe(true);
    expect(exampleFromSchema({ type: 'string', enum: ['a', 'b'] }, {})).toBe('a');
  });

  it('builds objects and arrays from their parts, skipping write-only properties and null options', () => {
    const value = exampleFromSchema(
      {
        type: 'object',
        properties: {
          id: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] },
          when: { type: 'string', format: 'date-time' },
          tags: { type: 'array', items: { type: 'string' } },
          secret: { type: 'string', writeOnly: true },
        },
      },
      {},
    );
    expect(value).toEqual({ id: 1, when: '2025-01-31T12:00:00Z', tags: ['string'] });
  });

  it('ends a recursive reference with an empty object', () => {
    const schemas = { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } };
    expect(exampleFromSchema({ $ref: '#/components/schemas/Node' }, schemas)).toEqual({ next: {} });
  });

  it('merges allOf object parts', () => {
    expect(
      exampleFromSchema({ allOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'object', properties: { b: { type: 'boolean' } } }] }, {}),
    ).toEqual({ a: 0, b: false });
  });
});
