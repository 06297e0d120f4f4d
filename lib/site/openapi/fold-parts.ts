import { optionAnchor, otherPropertiesAnchor, propertyAnchor, schemaRootAnchor } from '../../shared/schema-anchors';
import { ancestorsBelow, hasNested, itemStandsIn, moreFieldsLabel, type Ancestors } from '../../shared/schema-levels';
import type { MediaView } from './media-view';
import type { ShownSchema } from './shown-schema';

/**
 * The schema nodes one nested-fields page ("part") shows, at most, where its folds allow it: each node is written
 * twice, in the HTML and in the inline payload, and the budget keeps a part of a real large document under the page
 * target (bench/by-hand.md, "Nested-fields pages in parts", gives the sizes). A fold's content alone is at most PAGE_NODE_BUDGET nodes, its own large folds being lazy again (lazy-folds.ts
 * `lazyFoldSize`), so a part holds one large fold or several small ones; only a fold with more direct fields than the
 * budget (every fold inside it lazy already) is larger, and it gets a part of its own.
 */
export const PART_NODE_BUDGET = 120;

/** A lazy fold of a shown schema: where it is, and what the view needs to show its content on its own. */
export interface Fold {
  node: ShownSchema;
  /** Its anchor, the same on the operation's page and on its part. */
  id: string;
  /** The recursion targets above it (schema-view.tsx `Nested` gets them). */
  ancestors: Ancestors;
  /** The names from the schema's top level down to it, for a heading. */
  path: string[];
}

type Found = (fold: Fold) => void;

/**
 * The levels the view (components/api/schema-view.tsx `Nested`) shows below `node`'s head at anchor `id`, walked in
 * its order: `found` gets each lazy fold, which is not entered. Returns the nodes shown.
 */
function levelsBelow(node: ShownSchema, id: string, ancestors: Ancestors, path: string[], found: Found): number {
  const here = ancestorsBelow(node, id, ancestors);
  const item = itemStandsIn(node);
  if (item) return levelsBelow(item, id, here, path, found);
  let shown = 0;
  const level = (child: ShownSchema, childId: string, name: string) => {
    shown += 1;
    if (!hasNested(child)) return;
    const at = [...path, name];
    if (child.lazyFold) found({ node: child, id: childId, ancestors: here, path: at });
    else shown += levelsBelow(child, childId, here, at, found);
  };
  for (const p of node.properties) level(p, propertyAnchor(id, p.name ?? ''), p.name ?? '');
  const extra = node.additionalProperties;
  if (typeof extra === 'object') level(extra, otherPropertiesAnchor(id), 'other properties');
  node.variants?.options.forEach((o, i) => level(o, optionAnchor(id, node.variants!.kind, i), `option ${i + 1}`));
  // A wide level's other fields: a fold at the level's own anchor, so their anchors are those they would have in place.
  const more = node.moreFields;
  if (more) {
    shown += 1;
    found({ node: more, id, ancestors, path: [...path, moreFieldsLabel(more.properties.length)] });
  }
  return shown;
}

/** The lazy folds at the first level of a media view's schema (not inside another lazy fold). */
function topFolds(schema: ShownSchema, mediaId: string): Fold[] {
  const folds: Fold[] = [];
  if (hasNested(schema)) levelsBelow(schema, schemaRootAnchor(mediaId), {}, [], (f) => folds.push(f));
  return folds;
}

/** Whether the view of a schema (shown under `mediaId`) leaves a fold out. */
export const hasFoldsToLoad = (schema: ShownSchema, mediaId: string) => topFolds(schema, mediaId).length > 0;

/**
 * Every lazy fold of the schemas, level by level (the first level of every schema, then what is inside those…), each
 * with the nodes its content shows on a part: its own fields, with the lazy folds inside as heads.
 */
function everyFold(schemas: readonly { schema: ShownSchema; mediaId: string }[]) {
  const queue = schemas.flatMap(({ schema, mediaId }) => topFolds(schema, mediaId).map((fold) => ({ fold, mediaId })));
  const out: { fold: Fold; mediaId: string; nodes: number }[] = [];
  for (let i = 0; i < queue.length; i++) {
    const { fold, mediaId } = queue[i];
    const nodes = 1 + levelsBelow(fold.node, fold.id, fold.ancestors, fold.path, (f) => queue.push({ fold: f, mediaId }));
    out.push({ fold, mediaId, nodes });
  }
  return out;
}

/**
 * Packs the lazy folds of the schemas into parts of at most PART_NODE_BUDGET nodes, in the order of `everyFold` (so
 * the folds an operation's page opens first share the first parts), and writes each fold's part into its node
 * (`foldPart`): the schemas must be this page's own copies (lazy-folds.ts marks them afresh). A fold over the budget
 * alone takes a part of its own. Returns the number of parts.
 */
export function packParts(schemas: readonly { schema: ShownSchema; mediaId: string }[]): number {
  let part = 0;
  let used = 0;
  for (const { fold, nodes } of everyFold(schemas)) {
    if (!part || used + nodes > PART_NODE_BUDGET) {
      part++;
      used = 0;
    }
    used += nodes;
    fold.node.foldPart = part;
  }
  return part;
}

/** A fold a part holds, with the media view it belongs to and the nodes its content shows there. */
export interface HeldFold extends Fold {
  section: string;
  media: MediaView;
  nodes: number;
}

/** The folds part `part` of an operation's nested-fields pages holds, in order, and how many parts there are. */
export function foldsOfPart(media: Record<string, MediaView[]>, part: number): { folds: HeldFold[]; parts: number } {
  const views = Object.entries(media).flatMap(([section, list]) =>
    list.flatMap((media) => (media.lazyFolds && media.schema ? [{ section, media, schema: media.schema, mediaId: media.id }] : [])),
  );
  const byId = new Map(views.map(({ mediaId, section, media }) => [mediaId, { section, media }]));
  const all = everyFold(views);
  const folds = all
    .filter(({ fold }) => fold.node.foldPart === part)
    .map(({ fold, mediaId, nodes }) => ({ ...fold, ...byId.get(mediaId)!, nodes }));
  return { folds, parts: Math.max(0, ...all.map(({ fold }) => fold.node.foldPart ?? 0)) };
}
