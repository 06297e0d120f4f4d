import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../shared/openapi-types';
import { foldSize, hasLazyFolds, LAZY_FOLD_SIZE, nestedFieldsRoute, withLazyFolds } from './lazy-folds';
import type { MediaView } from './media-view';
import { schemaView } from './schema-view';
import { shownSchema } from './shown-schema';

/** An object with `n` string properties. */
const flat = (n: number): SchemaObject => ({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }])),
});

const schemas: Record<string, SchemaObject> = {
  Small: flat(3),
  Large: flat(LAZY_FOLD_SIZE),
  Tree: { type: 'object', properties: { name: { type: 'string' }, kids: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
};

const view = (schema: SchemaObject) => schemaView(schema, schemas);

describe('lazy folds', () => {
  it('counts every schema a fold shows: properties, options and items at every level, a recursion as none', () => {
    expect(foldSize(view(flat(3)))).toBe(3);
    expect(foldSize(view({ anyOf: [flat(2), flat(3)] }))).toBe(2 + 2 + 3);
    expect(foldSize(view({ type: 'array', items: flat(4) }))).toBe(1 + 4);
    // Tree: name, kids, kids' item (a link back to Tree, not followed).
    expect(foldSize(view({ $ref: '#/components/schemas/Tree' }))).toBe(3);
  });

  it('leaves a schema whose folds are all small in the page', () => {
    const root = view({ type: 'object', properties: { a: { $ref: '#/components/schemas/Small' }, b: flat(LAZY_FOLD_SIZE - 1) } });
    expect(hasLazyFolds(root)).toBe(false);
  });

  it('loads a fold of the large size, below the top level, from the nested-fields page', () => {
    expect(hasLazyFolds(view({ type: 'object', properties: { card: { $ref: '#/components/schemas/Large' } } }))).toBe(true);
    // An array's top level is its item's: the fold of the item's property is the large one.
    expect(hasLazyFolds(view({ type: 'array', items: { type: 'object', properties: { big: flat(12) } } }))).toBe(true);
    // The top level itself is never folded, however large.
    expect(hasLazyFolds(view(flat(40)))).toBe(false);
  });

  it('marks only the media views with a lazy fold, with the href they load from', () => {
    const media = (id: string, schema: SchemaObject): MediaView => ({ id, types: ['application/json'], schema: shownSchema(view(schema)), examples: [] });
    const { media: out, any } = withLazyFolds(
      {
        'request-body': [media('request-body', { type: 'object', properties: { card: { $ref: '#/components/schemas/Large' } } })],
        'response-200': [media('response-200', flat(2))],
      },
      '/base/nested-fields/api/pay',
    );
    expect(any).toBe(true);
    expect(out['request-body'][0].lazyFolds).toBe('/base/nested-fields/api/pay');
    expect(out['response-200'][0].lazyFolds).toBeUndefined();
    expect(nestedFieldsRoute('/api/pay')).toBe('/nested-fields/api/pay');
  });
});
