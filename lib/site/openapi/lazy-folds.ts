import type { MediaView } from './media-view';
import type { SchemaNode } from './schema-view';

/**
 * A fold holding at least this many schemas is left out of its operation's page and loaded when opened, from the
 * operation's nested-fields page (app/nested-fields/): issue 39 keeps a large operation page under 300 KB of HTML,
 * and a fold's markup is written twice, in the HTML and in the payload. Smaller folds stay in the page.
 */
export const LAZY_FOLD_SIZE = 12;

/** The route of the page holding an operation's large folds in full. */
export const nestedFieldsRoute = (operationRoute: string) => `/nested-fields${operationRoute}`;

/**
 * How many schemas a fold of `node` shows, at every level: properties, options, items and the other properties'
 * schema (a recursive one is a link).
 */
export function foldSize(node: SchemaNode): number {
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
const sizes = new WeakMap<SchemaNode, number>();

export const isLazyFold = (node: SchemaNode) => foldSize(node) >= LAZY_FOLD_SIZE;

/**
 * Whether a schema shown at depth 0 has a lazy fold. Its folds are those of its properties and options (a fold is
 * never smaller than a fold inside it), the top level of an array being its item's.
 */
export function hasLazyFolds(root: SchemaNode): boolean {
  if (root.recursive) return false;
  if (root.items && !root.properties.length && !root.variants) return hasLazyFolds(root.items);
  return [...root.properties, ...(root.variants?.options ?? [])].some(isLazyFold);
}

/** The media of an operation whose schemas have lazy folds, given the href they load from; the others as they are. */
export function withLazyFolds(media: Record<string, MediaView[]>, href: string) {
  const out: Record<string, MediaView[]> = {};
  let any = false;
  for (const [id, views] of Object.entries(media)) {
    out[id] = views.map((view) => {
      if (!view.schema || !hasLazyFolds(view.schema)) return view;
      any = true;
      return { ...view, lazyFolds: href };
    });
  }
  return { media: out, any };
}
