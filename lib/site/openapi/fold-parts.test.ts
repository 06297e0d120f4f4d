import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../shared/openapi-types';
import { foldsOfPart, PART_NODE_BUDGET } from './fold-parts';
import { LAZY_FOLD_SIZE, withLazyFolds } from './lazy-folds';
import type { MediaView } from './media-view';
import { schemaView } from './schema-view';
import type { ShownSchema } from './shown-schema';
import { shownSchema } from './shown-schema';

/** `n` string properties, `p0`…, and an object with them. */
const fields = (n: number): Record<string, SchemaObject> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }]));
const flat = (n: number): SchemaObject => ({ type: 'object', properties: fields(n) });
const object = (properties: Record<string, SchemaObject>): SchemaObject => ({ type: 'object', properties });
const schemas: Record<string, SchemaObject> = {
  Loop: object({ name: { type: 'string' }, big: object({ ...fields(LAZY_FOLD_SIZE), back: { $ref: '#/components/schemas/Loop' } }) }),
};

/** An operation whose request body is `schema`, its folds made lazy and packed as its page does. */
function page(schema: SchemaObject) {
  const view: MediaView = {
    id: 'request-body',
    types: ['application/json'],
    schema: shownSchema(schemaView(schema, schemas)),
    examples: [],
  };
  return withLazyFolds({ 'request-body': [view] }, '/nested-fields/api/pay');
}

/** Every part's folds, by part number. */
function partsOf(media: Record<string, MediaView[]>) {
  const { parts } = foldsOfPart(media, 1);
  return Array.from({ length: parts }, (_, i) => foldsOfPart(media, i + 1).folds);
}

/** Every node of a shown schema marked lazy with a part, by the path of property names to it. */
function lazyNodes(node: ShownSchema, path = ''): [string, number | undefined][] {
  const below = [...node.properties, ...(node.variants?.options ?? []), ...(node.items ? [node.items] : [])];
  const here: [string, number | undefined][] = node.lazyFold && path ? [[path, node.foldPart]] : [];
  return [...here, ...below.flatMap((child) => lazyNodes(child, `${path}/${child.name ?? '*'}`))];
}

describe('nested-fields parts', () => {
  // `outer` is a large fold (24 schemas) whose content holds another (`inner`, 13): the part shows outer's 11 fields
  // and inner's head, and inner's fields are left for a part of their own, however small the part is.
  const twoLevels = object({
    outer: object({
      inner: flat(LAZY_FOLD_SIZE + 1),
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`x${i}`, { type: 'string' }])),
    }),
    id: { type: 'string' },
  });

  it('shows a large fold inside a large fold as lazy again, its content in a part of its own', () => {
    const { media, parts } = page(twoLevels);
    expect(parts).toBe(1);
    const held = partsOf(media)[0];
    expect(held.map((f) => [f.id, f.path, f.nodes])).toEqual([
      ['request-body-schema-outer', ['outer'], 1 + 11],
      ['request-body-schema-outer-inner', ['outer', 'inner'], 1 + LAZY_FOLD_SIZE + 1],
    ]);
    expect(lazyNodes(media['request-body'][0].schema!)).toEqual([
      ['/outer', 1],
      ['/outer/inner', 1],
    ]);
  });

  it('packs folds level by level into parts within PART_NODE_BUDGET, each fold in exactly one part', () => {
    // 20 folds of 30 fields: 31 nodes each, 3 to a part; and each with a large fold inside (13 fields, 14 nodes).
    const wide = object(
      Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [`o${i}`, object({ ...fields(29), deep: flat(13) })]),
      ),
    );
    const { media, parts } = page(wide);
    const held = partsOf(media);
    expect(held).toHaveLength(parts);
    for (const folds of held) expect(folds.reduce((sum, f) => sum + f.nodes, 0)).toBeLessThanOrEqual(PART_NODE_BUDGET);
    const ids = held.flat().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
    // The first level first: the folds the operation's page shows fill the first parts.
    expect(held.flat().slice(0, 20).every((f) => f.path.length === 1)).toBe(true);
    expect(held[0].map((f) => f.id)).toEqual(['o0', 'o1', 'o2'].map((o) => `request-body-schema-${o}`));
    // Every lazy fold of the marked schema names the part that holds it.
    const byId = new Map(held.flatMap((folds, i) => folds.map((f) => [f.id, i + 1])));
    for (const folds of held) for (const f of folds) expect(f.node.foldPart).toBe(byId.get(f.id));
    expect(lazyNodes(media['request-body'][0].schema!).filter(([, part]) => part === undefined)).toEqual([]);
  });

  it('gives a fold whose own fields are over the budget a part of its own', () => {
    const { media, parts } = page(object({ a: flat(20), big: flat(PART_NODE_BUDGET + 80), c: flat(20) }));
    expect(parts).toBe(3);
    const held = partsOf(media);
    expect(held.map((folds) => folds.map((f) => f.path.join('.')))).toEqual([['a'], ['big'], ['c']]);
    expect(held[1][0].nodes).toBe(PART_NODE_BUDGET + 81);
  });

  it('keeps a recursion a link, and names the place above the fold it links back to', () => {
    // Loop's `big` is a large fold whose `back` is Loop again: on big's part, a link to the schema's top level.
    const { media } = page({ $ref: '#/components/schemas/Loop' });
    const [big] = partsOf(media)[0];
    expect(big.id).toBe('request-body-schema-big');
    expect(big.node.properties.find((p) => p.name === 'back')?.recursive).toBe(true);
    expect(big.ancestors).toEqual({ Loop: '#request-body-schema' });
  });

  it('leaves an operation without large folds with no part', () => {
    expect(page(object({ a: flat(3) }))).toMatchObject({ any: false, parts: 0 });
  });
});
