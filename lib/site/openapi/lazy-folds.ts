import { itemStandsIn, type Level } from '../../shared/schema-levels';
import { hasFoldsToLoad, packParts } from './fold-parts';
import type { MediaView } from './media-view';
import type { ShownSchema } from './shown-schema';

/**
 * A fold holding at least this many schemas is left out of its operation's page and loaded when opened, from the
 * operation's nested-fields page (app/nested-fields/): issue 39 keeps a large operation page under 300 KB of HTML,
 * and a fold's markup is written twice, in the HTML and in the payload. Smaller folds stay in the page.
 */
export const LAZY_FOLD_SIZE = 12;

/**
 * The schema nodes a page shows outside its lazy folds, at most, where smaller folds allow it: each is written in the
 * HTML and again in the payload, and Stripe's largest bodies show far more with LAZY_FOLD_SIZE alone (issue 51;
 * bench/by-hand.md, "Stripe's pages"). A page over it has its folds loaded from a smaller size on, down to one
 * schema; so has a lazy fold's content on its nested-fields page (markedFrom).
 */
export const PAGE_NODE_BUDGET = 100;

/**
 * A schema's top level with more fields than WIDE_LEVEL shows SHOWN_FIELDS of them on its page and the others as one
 * large fold, "N more properties" (`cutWide`): the top level is never a fold, and the widest of real documents (Stripe's
 * objects, GitHub's repositories) hold 50 to 100 described fields, alone past a page's budget (issue 51).
 */
export const WIDE_LEVEL = 20;
export const SHOWN_FIELDS = 15;

/** The shape folds are counted over: a schema node of the model, or as shown. */
type Foldable = Level;

/**
 * How many schemas a fold of `node` shows, at every level: properties, options, items and the other properties'
 * schema (a recursive one is a link).
 */
export function foldSize(node: Foldable): number {
  if (node.recursive) return 0;
  let size = sizes.get(node);
  if (size === undefined) {
    const extra = typeof node.additionalProperties === 'object' ? [node.additionalProperties] : [];
    const children = [...node.properties, ...(node.variants?.options ?? []), ...(node.items ? [node.items] : []), ...extra];
    size = children.reduce((sum, child) => sum + 1 + foldSize(child), 0);
    sizes.set(node, size);
  }
  return size;
}

// Each fold of a schema asks again for the size of what it holds: counted once per node.
const sizes = new WeakMap<Foldable, number>();

export const isLazyFold = (node: Foldable, from = LAZY_FOLD_SIZE) => foldSize(node) >= from;

/**
 * The folds of a schema shown at depth 0: those of its properties and options (a fold is never smaller than a fold
 * inside it), the top level of an array being its item's.
 */
function topFolds<T extends Foldable>(root: T): T[] {
  if (root.recursive) return [];
  const item = itemStandsIn(root);
  if (item) return topFolds(item);
  return [...root.properties, ...(root.variants?.options ?? [])] as T[];
}

/** The nodes a page shows of `root` when folds of `from` schemas on are lazy: what the top folds keep, and their heads. */
function shownNodes(root: Foldable, from: number): number {
  return topFolds(root).reduce((sum, fold) => sum + 1 + (isLazyFold(fold, from) ? 0 : foldSize(fold)), 1);
}

/**
 * The fold size from which a page's folds are lazy: LAZY_FOLD_SIZE, or a smaller one when the page would show more than
 * PAGE_NODE_BUDGET nodes (down to 1: every fold below the top level lazy).
 */
export function lazyFoldSize(schemas: readonly Foldable[]): number {
  const shown = (from: number) => schemas.reduce((sum, s) => sum + shownNodes(s, from), 0);
  let from = LAZY_FOLD_SIZE;
  while (from > 1 && shown(from) > PAGE_NODE_BUDGET) from--;
  return from;
}

/**
 * `node` with a top level wider than WIDE_LEVEL cut to SHOWN_FIELDS fields (an array's item standing in for it):
 * the required ones, then the first others, in the document's order; the rest are its `moreFields`.
 */
export function cutWide(node: ShownSchema): ShownSchema {
  const item = itemStandsIn(node);
  if (item) return { ...node, items: cutWide(item) };
  if (node.properties.length <= WIDE_LEVEL) return node;
  const kept = new Set(node.properties.filter((p) => p.required).slice(0, SHOWN_FIELDS));
  for (const p of node.properties) if (kept.size < SHOWN_FIELDS) kept.add(p);
  // The rest keep the level's component name, so a recursion inside leads back to the level, as it would in place.
  const fieldsOnly = { additionalProperties: undefined, items: undefined, variants: undefined, description: undefined };
  return {
    ...node,
    properties: node.properties.filter((p) => kept.has(p)),
    moreFields: { ...node, ...fieldsOnly, properties: node.properties.filter((p) => !kept.has(p)), lazyFold: true },
  };
}

/**
 * `node` with its folds of `from` schemas on marked lazy. The content of a lazy fold is shown on a nested-fields page
 * like a page of its own (fold-parts.ts), so the folds inside it are marked from the size lazyFoldSize gives that
 * content. The schema's `top` level is no fold (nor an array's item shown in its place): its levels keep `from`.
 */
function markedFrom(node: ShownSchema, from: number, top = false): ShownSchema {
  const lazy = isLazyFold(node, from);
  const inner = lazy && !top ? lazyFoldSize([node]) : from;
  const mark = (n: ShownSchema) => markedFrom(n, inner);
  const { additionalProperties: extra, items, variants } = node;
  return {
    ...node,
    properties: node.properties.map(mark),
    ...(typeof extra === 'object' ? { additionalProperties: mark(extra) } : {}),
    ...(items ? { items: markedFrom(items, inner, top && itemStandsIn(node) === items) } : {}),
    ...(variants ? { variants: { ...variants, options: variants.options.map(mark) } } : {}),
    // The fields a wide level leaves out load like a large fold (from 1: it is always one).
    ...(node.moreFields ? { moreFields: markedFrom(node.moreFields, 1) } : {}),
    lazyFold: lazy,
  };
}

/**
 * The media of an operation whose schemas have lazy folds, given the address of the first of the nested-fields pages
 * ("parts") they load from, each fold marked with its part; the others as they are. A page over PAGE_NODE_BUDGET has
 * its folds lazy from a smaller size on (lazyFoldSize). `parts` is the number of parts (0: no lazy fold).
 */
export function withLazyFolds(media: Record<string, MediaView[]>, href: string) {
  const cut = new Map<ShownSchema, ShownSchema>();
  for (const views of Object.values(media)) for (const { schema } of views) if (schema) cut.set(schema, cutWide(schema));
  const from = lazyFoldSize([...cut.values()]);
  const out: Record<string, MediaView[]> = {};
  const lazy: { schema: ShownSchema; mediaId: string }[] = [];
  for (const [id, views] of Object.entries(media)) {
    out[id] = views.map((shown) => {
      if (!shown.schema) return shown;
      const schema = markedFrom(cut.get(shown.schema)!, from, true);
      if (!hasFoldsToLoad(schema, shown.id)) return from < LAZY_FOLD_SIZE ? { ...shown, schema } : shown;
      lazy.push({ schema, mediaId: shown.id });
      return { ...shown, schema, lazyFolds: href };
    });
  }
  const parts = packParts(lazy);
  return { media: out, any: parts > 0, parts };
}
