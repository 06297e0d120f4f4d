import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../shared/openapi-types';
import { hasFoldsToLoad } from './fold-parts';
import { nestedFieldsRoute } from '../../shared/paths/outputs';
import { foldsOfPart } from './fold-parts';
import {
  cutWide,
  foldSize,
  LAZY_FOLD_SIZE,
  lazyFoldSize,
  PAGE_NODE_BUDGET,
  SHOWN_FIELDS,
  WIDE_LEVEL,
  withLazyFolds,
} from './lazy-folds';
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
// Whether a shown schema leaves a fold out of its page (as the view of a media's schema shows it).
const hasLazyFolds = (root: ReturnType<typeof shownSchema>) => hasFoldsToLoad(root, '');
const shown = (schema: SchemaObject) => shownSchema(view(schema));

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
    expect(hasLazyFolds(shownSchema(root))).toBe(false);
  });

  it('loads a fold of the large size, below the top level, from the nested-fields page', () => {
    expect(hasLazyFolds(shown({ type: 'object', properties: { card: { $ref: '#/components/schemas/Large' } } }))).toBe(true);
    // An array's top level is its item's: the fold of the item's property is the large one.
    expect(hasLazyFolds(shown({ type: 'array', items: { type: 'object', properties: { big: flat(12) } } }))).toBe(true);
    // The top level itself is never folded, however large.
    expect(hasLazyFolds(shown(flat(40)))).toBe(false);
  });

  it('marks only the media views with a lazy fold, with the href they load from', () => {
    const media = (id: string, schema: SchemaObject): MediaView => ({ id, types: ['application/json'], schema: shown(schema), examples: [] });
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

  /** An object with `n` properties, each an object of `fold` string properties: n * (fold + 1) + 1 nodes in all. */
  const wide = (n: number, fold: number): SchemaObject => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`o${i}`, flat(fold)])),
  });
  const media = (...list: SchemaObject[]): Record<string, MediaView[]> =>
    Object.fromEntries(list.map((schema, i) => [`m${i}`, [{ id: `m${i}`, types: ['application/json'], schema: shown(schema), examples: [] }]]));

  it('keeps LAZY_FOLD_SIZE, and the media as they are, on a page within the node budget', () => {
    // 9 folds of 10 schemas: 1 + 9 * 11 = 100 nodes shown.
    expect(lazyFoldSize([shown(wide(9, 10))])).toBe(LAZY_FOLD_SIZE);
    const small = media(wide(9, 10));
    expect(withLazyFolds(small, '/nf')).toEqual({ media: small, any: false, parts: 0 });
  });

  it('makes folds lazy from a smaller size on when the page would show more than PAGE_NODE_BUDGET nodes', () => {
    // Counted over both schemas: 2 * (1 + 10 * 6) = 122 nodes with the folds of 5 in the page, 2 * (1 + 10) without.
    const page = media(wide(10, 5), wide(10, 5));
    expect(2 * (1 + 10 * 6)).toBeGreaterThan(PAGE_NODE_BUDGET);
    const { media: out, any } = withLazyFolds(page, '/nf');
    expect(any).toBe(true);
    expect(out.m0[0].lazyFolds).toBe('/nf');
    expect(out.m0[0].schema?.properties.every((p) => p.lazyFold)).toBe(true);
    const mixed = shown({
      type: 'object',
      properties: Object.fromEntries([
        ...Array.from({ length: 10 }, (_, i) => [`a${i}`, flat(6)]),
        ...Array.from({ length: 10 }, (_, i) => [`b${i}`, flat(2)]),
      ]),
    });
    // Only down to what fits: 1 + 10 * 7 + 10 * 3 = 101 nodes; folds of 6 on lazy leaves 1 + 10 + 10 * 3 = 41.
    expect(lazyFoldSize([mixed])).toBe(6);
    const marked = withLazyFolds({ m: [{ id: 'm', types: ['application/json'], schema: mixed, examples: [] }] }, '/nf');
    expect(marked.media.m[0].schema?.properties.map((p) => p.lazyFold)).toEqual([...Array(10).fill(true), ...Array(10).fill(false)]);
  });

  it('makes every fold below the top level lazy when even that is over the budget', () => {
    expect(lazyFoldSize([shown(wide(PAGE_NODE_BUDGET + 1, 1))])).toBe(1);
  });

  it('shows SHOWN_FIELDS fields of a top level wider than WIDE_LEVEL, required ones first, the rest as one fold', () => {
    const object = flat(WIDE_LEVEL + 10);
    const required = [`p${WIDE_LEVEL + 5}`, 'p3'];
    const cut = cutWide(shown({ ...object, required }));
    const names = (node?: ReturnType<typeof shown>) => node?.properties.map((p) => p.name) ?? [];
    // The two required fields and the first 18 others, in the document's order.
    expect(names(cut)).toEqual([...Array.from({ length: SHOWN_FIELDS - 1 }, (_, i) => `p${i}`), `p${WIDE_LEVEL + 5}`]);
    expect(names(cut.moreFields)).toEqual(
      Array.from({ length: WIDE_LEVEL + 10 }, (_, i) => `p${i}`).filter((n) => !names(cut).includes(n)),
    );
    // An array's item stands in for its top level; a level of WIDE_LEVEL fields stays whole.
    expect(names(cutWide(shown({ type: 'array', items: object })).items)).toHaveLength(SHOWN_FIELDS);
    expect(cutWide(shown(flat(WIDE_LEVEL))).moreFields).toBeUndefined();
  });

  it("loads a wide level's other fields from a part, as a fold at the level's own anchor", () => {
    const { media: out, any } = withLazyFolds(media(flat(WIDE_LEVEL + 1)), '/nf');
    expect(any).toBe(true);
    expect(out.m0[0].lazyFolds).toBe('/nf');
    const more = out.m0[0].schema?.moreFields;
    expect(more?.properties.map((p) => p.name)).toEqual(
      Array.from({ length: WIDE_LEVEL + 1 - SHOWN_FIELDS }, (_, i) => `p${SHOWN_FIELDS + i}`),
    );
    expect(more?.foldPart).toBe(1);
    const [fold] = foldsOfPart(out, 1).folds;
    expect(fold).toMatchObject({ id: 'm0-schema', path: [`${WIDE_LEVEL + 1 - SHOWN_FIELDS} more properties`] });
    expect(fold.node).toBe(more);
  });
});
