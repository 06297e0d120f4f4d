/**
 * How a schema view's levels nest, written once for the view that renders them (components/api/schema-view.tsx) and
 * for the build code that packs its large folds into nested-fields pages (lib/site/openapi/fold-parts.ts): the two
 * must agree on which levels are folds, on their anchors and on the links a recursion makes.
 */

/** The shape of a schema node both sides read. */
export interface Level {
  recursive?: boolean;
  refName?: string;
  allOfParts?: readonly { refName?: string }[];
  properties: readonly Level[];
  variants?: { options: readonly Level[] };
  items?: Level;
  additionalProperties?: true | Level;
  /** The fields of a wide top level left out of its page, shown as one large fold at the level's anchor. */
  moreFields?: Level;
}

/** An array whose item has no properties or options of its own beside it: its item's levels are shown in its place. */
export const itemStandsIn = <T extends Level>(node: T): T | undefined =>
  node.items && !node.properties.length && !node.variants ? (node.items as T) : undefined;

/** What is nested in a node: object properties, the item of an array, or the options of anyOf/oneOf/allOf. */
export function hasNested(node: Level): boolean {
  if (node.recursive) return false;
  if (node.properties.length || node.variants || typeof node.additionalProperties === 'object') return true;
  return node.items ? hasNested(node.items) : false;
}

/** Where a recursive reference links to, by component name: `#anchor` on the page, or a page's address with one. */
export type Ancestors = Readonly<Record<string, string>>;

/**
 * The ancestors of the levels below `node`, shown at anchor `id`: it, and the components merged into it, are written
 * here, so a recursive reference to one of them links back to this place.
 */
export function ancestorsBelow(node: Level, id: string, ancestors: Ancestors): Ancestors {
  const here: Record<string, string> =
    node.refName && !node.recursive ? { ...ancestors, [node.refName]: `#${id}` } : { ...ancestors };
  for (const part of node.allOfParts ?? []) if (part.refName && !(part.refName in here)) here[part.refName] = `#${id}`;
  return here;
}

/** What the fold of a wide level's other fields says, on the operation's page and above them on their part. */
export const moreFieldsLabel = (count: number) => `${count} more ${count === 1 ? 'property' : 'properties'}`;
