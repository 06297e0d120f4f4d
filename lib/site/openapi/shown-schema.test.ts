import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../shared/openapi-types';
import { LAZY_FOLD_SIZE } from './lazy-folds';
import { schemaView } from './schema-view';
import { shownSchema } from './shown-schema';

const schemas: Record<string, SchemaObject> = {
  Pet: { type: 'object', properties: { id: { type: 'integer', format: 'int64' } } },
  Named: { type: 'object', properties: { name: { type: 'string' } } },
  Cat: { title: 'A cat', type: 'object', properties: { purrs: { type: 'boolean' } } },
};

const shown = (schema: SchemaObject) => shownSchema(schemaView(schema, schemas));

describe('shownSchema', () => {
  it('labels every level: properties, items, extra values and options', () => {
    const node = shown({
      type: 'object',
      properties: {
        pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
        tags: { type: 'object', additionalProperties: { type: 'string', nullable: true } },
        either: { oneOf: [{ $ref: '#/components/schemas/Pet' }, { title: 'Other', type: 'object' }] },
      },
    });
    const [pets, tags, either] = node.properties;
    expect(pets.typeLabel).toBe('array of Pet');
    expect(pets.items?.properties[0].typeLabel).toBe('integer (int64)');
    expect(tags.additionalProperties !== true && tags.additionalProperties?.typeLabel).toBe('string | null');
    expect(either.typeLabel).toBe('Pet | Other');
    expect(either.variants?.options.map((o) => [o.typeLabel, o.optionLabel])).toEqual([
      ['Pet', 'Pet'],
      ['object', 'Other'],
    ]);
  });

  it('names the allOf parts a node merges, and only then', () => {
    const merged = shown({ allOf: [{ $ref: '#/components/schemas/Pet' }, { $ref: '#/components/schemas/Named' }] });
    expect(merged.allOfLabel).toBe('Pet and Named');
    expect(shown({ type: 'string' }).allOfLabel).toBeUndefined();
  });

  it('marks a fold large enough to load on its own, and a small one not', () => {
    const wide = (n: number): SchemaObject => ({
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }])),
    });
    const node = shown({
      type: 'object',
      properties: { big: wide(LAZY_FOLD_SIZE), small: wide(LAZY_FOLD_SIZE - 1) },
    });
    expect(node.properties.map((p) => [p.name, p.lazyFold])).toEqual([
      ['big', true],
      ['small', false],
    ]);
  });
});
