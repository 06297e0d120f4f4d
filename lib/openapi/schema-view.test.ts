import { describe, expect, it } from 'vitest';
import { schemaView, typeLabel } from './schema-view';
import type { SchemaObject } from './types';

const schemas: Record<string, SchemaObject> = {
  Node: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 64 },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      parent: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] },
    },
  },
  Cat: { type: 'object', properties: { meow: { type: 'boolean' } } },
  Dog: { type: 'object', properties: { bark: { type: 'boolean', default: true } } },
};

describe('schemaView', () => {
  it('shows a recursive reference once and then stops with a link', () => {
    const view = schemaView({ $ref: '#/components/schemas/Node' }, schemas);
    expect(view.refName).toBe('Node');
    expect(view.recursive).toBe(false);
    const [name, children, parent] = view.properties;
    expect(name).toMatchObject({ name: 'name', required: true, type: 'string', constraints: ['minLength: 1', 'maxLength: 64'] });
    expect(children.items).toMatchObject({ refName: 'Node', recursive: true, properties: [] });
    expect(typeLabel(children)).toBe('array of Node');
    expect(parent).toMatchObject({ name: 'parent', refName: 'Node', recursive: true, nullable: true });
    expect(typeLabel(parent)).toBe('Node | null');
  });

  it('collapses anyOf with null into a nullable type and keeps the outer description', () => {
    const view = schemaView({ anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'Numeric ID.' }, {});
    expect(view).toMatchObject({ type: 'integer', nullable: true, description: 'Numeric ID.' });
    expect(view.variants).toBeUndefined();
    expect(typeLabel(view)).toBe('integer | null');
  });

  it('treats a 3.1 type array with null as nullable', () => {
    expect(typeLabel(schemaView({ type: ['string', 'null'], format: 'email' }, {}))).toBe('string (email) | null');
  });

  it('keeps real oneOf and anyOf options, with null as nullability', () => {
    const view = schemaView(
      { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }, { type: 'null' }] },
      schemas,
    );
    expect(view.variants?.kind).toBe('oneOf');
    expect(view.variants?.options.map((o) => o.refName)).toEqual(['Cat', 'Dog']);
    expect(view.nullable).toBe(true);
    expect(view.variants?.options[1].properties[0]).toMatchObject({ name: 'bark', default: { value: true } });
    expect(typeLabel(view)).toBe('Cat | Dog | null');
  });

  it('lists allOf parts', () => {
    const view = schemaView({ allOf: [{ $ref: '#/components/schemas/Cat' }, { type: 'object', properties: { age: { type: 'integer', minimum: 0 } } }] }, schemas);
    expect(view.variants?.kind).toBe('allOf');
    expect(view.variants?.options[1].properties[0]).toMatchObject({ name: 'age', constraints: ['minimum: 0'] });
    expect(typeLabel(view)).toBe('Cat & object');
  });

  it('shows enums, const, formats, defaults that are falsy, and additional properties', () => {
    const view = schemaView(
      {
        type: 'object',
        additionalProperties: { type: 'string' },
        properties: {
          status: { type: 'string', enum: ['pending', 'running'] },
          kind: { const: 'fixed' },
          when: { type: 'string', format: 'date-time' },
          flag: { type: 'boolean', default: false },
          tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 5 },
        },
      },
      {},
    );
    const [status, kind, when, flag, tags] = view.properties;
    expect(status.enum).toEqual(['pending', 'running']);
    expect(kind.enum).toEqual(['fixed']);
    expect(typeLabel(when)).toBe('string (date-time)');
    expect(flag.default).toEqual({ value: false });
    expect(tags.constraints).toEqual(['maxItems: 5', 'unique items']);
    expect(typeLabel(tags)).toBe('array of string');
    expect(view.additionalProperties).toMatchObject({ type: 'string' });
  });

  it('names an unknown reference without expanding it', () => {
    expect(schemaView({ $ref: '#/components/schemas/Gone' }, {})).toMatchObject({ type: 'Gone', refName: 'Gone', recursive: false });
  });
});
