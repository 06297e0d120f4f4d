import { describe, expect, it } from 'vitest';
import { shelterDocument } from './fixtures/schemas-39c';
import { discriminatorOf, mergeAllOf } from './schema-merge';

const { schemas } = shelterDocument();

describe('mergeAllOf', () => {
  it('joins the properties and required lists of a $ref base and an inline part, keeping the holder description', () => {
    const merged = mergeAllOf(schemas.Dog, schemas, ['Dog']);
    expect(merged?.parts).toEqual([{ label: 'Pet', refName: 'Pet' }, { label: 'an inline schema' }]);
    expect(Object.keys(merged?.schema.properties as object)).toEqual(['id', 'petType', 'name', 'ownerId', 'barks']);
    expect(merged?.schema.required).toEqual(['petType', 'name', 'barks']);
    expect(merged?.schema.description).toBe('A dog.');
    // The base's discriminator describes the base, not the subtype: it is passed on separately.
    expect(merged?.schema.discriminator).toBeUndefined();
    expect(merged?.inherited.map((d) => d.propertyName)).toEqual(['petType']);
    expect(merged?.refs).toEqual(['Pet']);
  });

  it('refuses parts of different types and a part already being expanded', () => {
    expect(mergeAllOf({ allOf: [{ type: 'string' }, { type: 'integer' }] }, {}, [])).toBeUndefined();
    expect(mergeAllOf({ allOf: [{ $ref: '#/components/schemas/Pet' }] }, schemas, ['Pet'])).toBeUndefined();
  });

  it('merges a property named in two parts, the later part refining it', () => {
    const merged = mergeAllOf(
      { allOf: [{ properties: { a: { type: 'string' } } }, { properties: { a: { maxLength: 3 } } }] },
      {},
      [],
    );
    expect(merged?.schema.properties).toEqual({ a: { type: 'string', maxLength: 3 } });
  });
});

describe('discriminatorOf', () => {
  it('reads the explicit mapping, then names unmapped $ref options by their component', () => {
    expect(discriminatorOf(schemas.PetChoice, schemas)).toEqual({
      propertyName: 'petType',
      mapping: [
        { value: 'cat', target: 'Cat' },
        { value: 'dog', target: 'Dog' },
      ],
    });
    const implicit = { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'petType' } };
    expect(discriminatorOf(implicit, schemas)?.mapping).toEqual([{ value: 'Cat', target: 'Cat' }]);
  });

  it('finds the subtypes of a base schema without a mapping among the components that extend it', () => {
    const base = { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } };
    const all = {
      Base: base,
      Kitten: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { purrs: { type: 'boolean' } } }] },
      Other: { allOf: [{ $ref: '#/components/schemas/Kitten' }] },
    };
    // A copy of the base (as a $ref with siblings makes) is still known by its discriminator object.
    expect(discriminatorOf({ ...base, description: 'x' }, all)?.mapping).toEqual([{ value: 'Kitten', target: 'Kitten' }]);
  });
});
