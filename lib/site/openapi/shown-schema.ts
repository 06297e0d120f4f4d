import { isLazyFold } from './lazy-folds';
import { partsLabel } from './schema-merge';
import { CUT_NOTE, optionLabel, typeLabel, type SchemaNode, type VariantKind } from './schema-view';

/** A schema node as the page shows it: the node with its labels, every node below it labelled too. */
export interface ShownSchema extends Omit<SchemaNode, 'properties' | 'additionalProperties' | 'items' | 'variants'> {
  properties: ShownSchema[];
  additionalProperties?: true | ShownSchema;
  items?: ShownSchema;
  variants?: { kind: VariantKind; options: ShownSchema[] };
  /** A wide top level's fields beyond those its page shows, loaded as one large fold (lazy-folds.ts `cutWide`). */
  moreFields?: ShownSchema;
  /** Its type line (schema-view.ts `typeLabel`). */
  typeLabel: string;
  /** Its name as an option of a oneOf/anyOf (schema-view.ts `optionLabel`). */
  optionLabel: string;
  /** Whether a fold of it is large enough to load from the nested-fields page (lazy-folds.ts). */
  lazyFold: boolean;
  /** Which of its operation's nested-fields pages holds a lazy fold's content (fold-parts.ts), from 1. */
  foldPart?: number;
  /** 'A and B', for a node merged from allOf parts. */
  allOfLabel?: string;
  /** What a node cut at the depth bound says in place of its nested levels. */
  cutNote?: string;
}

/** `node` with the labels the schema view shows, worked out once here rather than at each render of a level. */
export function shownSchema(node: SchemaNode): ShownSchema {
  const { properties, additionalProperties, items, variants, ...rest } = node;
  return {
    ...rest,
    properties: properties.map(shownSchema),
    ...(additionalProperties === undefined
      ? {}
      : { additionalProperties: additionalProperties === true ? true : shownSchema(additionalProperties) }),
    ...(items ? { items: shownSchema(items) } : {}),
    ...(variants ? { variants: { kind: variants.kind, options: variants.options.map(shownSchema) } } : {}),
    typeLabel: typeLabel(node),
    optionLabel: optionLabel(node),
    lazyFold: isLazyFold(node),
    ...(node.allOfParts ? { allOfLabel: partsLabel(node.allOfParts) } : {}),
    ...(node.cut ? { cutNote: CUT_NOTE } : {}),
  };
}
