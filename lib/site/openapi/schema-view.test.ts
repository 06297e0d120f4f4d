import { describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH, pageSchemas, schemaView, typeLabel } from './schema-view';
import type { SchemaObject } from '../../shared/openapi-types';
import { shelterDocument } from './fixtures/schemas-39c';

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

  it("reads OpenAPI 3.0's nullable beside anyOf, oneOf or allOf and without a type as '| null'", () => {
    const withCat = { $ref: '#/components/schemas/Cat' };
    const dog = { $ref: '#/components/schemas/Dog' };
    expect(typeLabel(schemaView({ nullable: true, anyOf: [withCat] }, schemas))).toBe('Cat | null');
    expect(typeLabel(schemaView({ nullable: true, oneOf: [withCat, dog] }, schemas))).toBe('Cat | Dog | null');
    expect(typeLabel(schemaView({ nullable: true, allOf: [withCat] }, schemas))).toBe('Cat | null');
    expect(typeLabel(schemaView({ nullable: true, allOf: [{ type: 'string' }, { type: 'integer' }] }, schemas))).toBe('string & integer | null');
    expect(typeLabel(schemaView({ nullable: true, properties: { a: { type: 'string' } } }, schemas))).toBe('object | null');
    expect(typeLabel(schemaView({ nullable: true, $ref: '#/components/schemas/Missing' }, schemas))).toBe('Missing | null');
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

  it('merges allOf parts into one property list and names the parts', () => {
    const view = schemaView({ allOf: [{ $ref: '#/components/schemas/Cat' }, { type: 'object', properties: { age: { type: 'integer', minimum: 0 } } }] }, schemas);
    expect(view.variants).toBeUndefined();
    expect(view.properties.map((p) => p.name)).toEqual(['meow', 'age']);
    expect(view.properties[1]).toMatchObject({ name: 'age', constraints: ['minimum: 0'] });
    expect(view.allOfParts).toEqual([{ label: 'Cat', refName: 'Cat' }, { label: 'an inline schema' }]);
    expect(typeLabel(view)).toBe('object');
  });

  it('treats a lone $ref in allOf as that schema, with the wrapper description', () => {
    const view = schemaView({ allOf: [{ $ref: '#/components/schemas/Cat' }], description: 'The cat.' }, schemas);
    expect(view).toMatchObject({ refName: 'Cat', description: 'The cat.' });
    expect(view.allOfParts).toBeUndefined();
    expect(typeLabel(view)).toBe('Cat');
  });

  it('lists allOf parts that cannot be merged', () => {
    const view = schemaView({ allOf: [{ type: 'string' }, { type: 'integer' }] }, {});
    expect(view.variants?.kind).toBe('allOf');
    expect(typeLabel(view)).toBe('string & integer');
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

  it('shows a oneOf discriminator with its mapping and the value selecting each option', () => {
    const shelter = shelterDocument().schemas;
    const view = schemaView({ $ref: '#/components/schemas/PetChoice' }, shelter);
    expect(view.discriminator).toEqual({
      propertyName: 'petType',
      mapping: [
        { value: 'cat', target: 'Cat' },
        { value: 'dog', target: 'Dog' },
      ],
    });
    expect(view.variants?.options.map((o) => [o.refName, o.discriminatorValue])).toEqual([
      ['Cat', 'cat'],
      ['Dog', 'dog'],
    ]);
    // Each option is its subtype merged with the base: the base's discriminator is not repeated inside it.
    const dog = view.variants!.options[1];
    expect(dog.properties.map((p) => p.name)).toEqual(['id', 'petType', 'name', 'ownerId', 'barks']);
    expect(dog.discriminator).toBeUndefined();
    expect(typeLabel(view)).toBe('Cat | Dog');
  });

  it('shows the discriminator of a base schema that has no options', () => {
    const view = schemaView({ $ref: '#/components/schemas/Pet' }, shelterDocument().schemas);
    expect(view.discriminator?.mapping.map((m) => m.value)).toEqual(['cat', 'dog']);
    expect(view.variants).toBeUndefined();
  });

  it('names object options by their title in the type line, scalars by their type', () => {
    const person = schemaView({ $ref: '#/components/schemas/Person' }, shelterDocument().schemas);
    const contact = person.properties.find((p) => p.name === 'contact')!;
    expect(typeLabel(contact)).toBe('Email | Phone');
    expect(contact.variants?.options.map((o) => o.title)).toEqual(['Email', 'Phone']);
    expect(typeLabel(schemaView({ anyOf: [{ type: 'string', title: 'Name' }, { type: 'integer' }] }, {}))).toBe('string | integer');
  });

  it('leaves out read-only properties in a request and write-only ones in a response', () => {
    const shelter = shelterDocument().schemas;
    const ref = { $ref: '#/components/schemas/Person' };
    const names = (direction?: 'request' | 'response') => schemaView(ref, shelter, direction).properties.map((p) => p.name);
    expect(names()).toEqual(['id', 'name', 'password', 'contact']);
    expect(names('request')).toEqual(['name', 'password', 'contact']);
    expect(names('response')).toEqual(['id', 'name', 'contact']);
  });

  it('links a schema to its external documentation', () => {
    const view = schemaView({ $ref: '#/components/schemas/Person' }, shelterDocument().schemas);
    expect(view.externalDocs).toEqual({ url: 'https://shelter.example.org/people' });
  });
});

describe('schemaView on one page: each component written once, a bounded depth', () => {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const address = { type: 'object', description: 'A postal address.', properties: { city: { type: 'string' } } };
  // One response whose 50 fields all hold the same Address.
  const fields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`address_${i}`, ref('Address')]));
  const shared = { Address: address, Holder: { type: 'object', properties: fields } } as Record<string, SchemaObject>;

  it('writes a component used 50 times in one response once, the other 49 uses saying "same as"', () => {
    const view = schemaView(ref('Holder'), shared, 'response');
    const full = view.properties.filter((p) => p.properties.length);
    expect(full.map((p) => p.name)).toEqual(['address_0']);
    const rest = view.properties.slice(1);
    expect(rest).toHaveLength(49);
    expect(rest.every((p) => p.sameAs && p.refName === 'Address' && !p.properties.length)).toBe(true);
    expect(typeLabel(rest[0])).toBe('Address');
    expect(rest[0].description).toBe('A postal address.');
  });

  it('shares what is written across the schemas of a page, but writes each body or response root in full', () => {
    const page = pageSchemas();
    schemaView(ref('Holder'), shared, 'response', page);
    const again = schemaView({ type: 'object', properties: { home: ref('Address') } }, shared, 'response', page);
    expect(again.properties[0].sameAs).toBe(true);
    expect(schemaView(ref('Address'), shared, 'response', page).properties.map((p) => p.name)).toEqual(['city']);
    // A request reads the component differently (read-only fields left out): written in full once that way too.
    expect(schemaView({ type: 'object', properties: { a: ref('Address') } }, shared, 'request', page).properties[0].sameAs).toBeUndefined();
  });

  it('writes a component with nothing nested again (its line says all there is)', () => {
    const enums = { Color: { type: 'string', enum: ['red', 'blue'] } } as Record<string, SchemaObject>;
    const view = schemaView({ type: 'object', properties: { a: ref('Color'), b: ref('Color') } }, enums);
    expect(view.properties.map((p) => [p.sameAs, p.enum])).toEqual([[undefined, ['red', 'blue']], [undefined, ['red', 'blue']]]);
  });

  it(`cuts nesting at ${MAX_SCHEMA_DEPTH} levels and marks the node cut`, () => {
    let deep: SchemaObject = { type: 'object', properties: { leaf: { type: 'string' } } };
    for (let i = 0; i < MAX_SCHEMA_DEPTH + 3; i++) deep = { type: 'object', properties: { next: deep } };
    let node = schemaView(deep, {});
    let levels = 0;
    while (node.properties.length) {
      node = node.properties[0];
      levels++;
    }
    expect(levels).toBe(MAX_SCHEMA_DEPTH);
    expect(node.cut).toBe(true);
    expect(node.type).toBe('object');
  });

  it('writes a component once even when its first use was cut at the depth bound (no exponential rewrites)', () => {
    let deep: SchemaObject = ref('Address');
    for (let i = 0; i < MAX_SCHEMA_DEPTH; i++) deep = { type: 'object', properties: { next: deep } };
    const page = pageSchemas();
    schemaView(deep, shared, 'response', page);
    const later = schemaView({ type: 'object', properties: { home: ref('Address') } }, shared, 'response', page);
    expect(later.properties[0].sameAs).toBe(true);
  });
});

describe('schemaView on one page: a later use names the anchor of the first', () => {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const shared = {
    Address: { type: 'object', properties: { city: { type: 'string' } } },
    Secret: { type: 'object', readOnly: true, properties: { home: ref('Address') } },
  } as Record<string, SchemaObject>;

  it('names the first use by the anchors of the levels above it: property, option, item, other properties', () => {
    const cases: [SchemaObject, string][] = [
      [{ type: 'object', properties: { home: ref('Address') } }, 'r-schema-home'],
      [{ oneOf: [{ type: 'string' }, ref('Address')] }, 'r-schema-oneOf-1'],
      [{ type: 'array', items: ref('Address') }, 'r-schema'],
      [{ type: 'object', additionalProperties: ref('Address') }, 'r-schema--other-properties'],
    ];
    for (const [first, at] of cases) {
      const page = pageSchemas();
      schemaView(first, shared, 'response', page, 'r-schema');
      const later = schemaView({ type: 'object', properties: { work: ref('Address') } }, shared, 'response', page, 'q-schema');
      expect(later.properties[0]).toMatchObject({ sameAs: true, sameAsAt: at });
    }
  });

  it('names no anchor when the schema shown has none', () => {
    const page = pageSchemas();
    schemaView({ type: 'object', properties: { home: ref('Address') } }, shared, 'response', page);
    const later = schemaView({ type: 'object', properties: { work: ref('Address') } }, shared, 'response', page);
    expect(later.properties[0].sameAs).toBe(true);
    expect(later.properties[0].sameAsAt).toBeUndefined();
  });

  it('takes back what a property left out of a request wrote: the next use is written in full', () => {
    const page = pageSchemas();
    const body = schemaView({ type: 'object', properties: { secret: ref('Secret'), home: ref('Address') } }, shared, 'request', page, 'b-schema');
    expect(body.properties.map((p) => p.name)).toEqual(['home']);
    expect(body.properties[0].sameAs).toBeUndefined();
    expect(body.properties[0].properties.map((p) => p.name)).toEqual(['city']);
  });
});
