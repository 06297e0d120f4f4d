import { discriminatorOf, discriminatorValue, mergeAllOf, schemaRefName } from './schema-merge';
import type { Direction, SchemaNode } from './schema-node';
import type { SchemaObject } from '../../shared/openapi-types';
import { optionAnchor, otherPropertiesAnchor, propertyAnchor } from '../../shared/schema-anchors';

export { schemaRefName };

export type { Direction, SchemaNode, VariantKind } from './schema-node';

/**
 * A schema holding another nested this deep (properties, items, options) shows that one without its own nested
 * levels, and says so: a bound on a page's size that `PageSchemas` alone does not give (a long chain of inline objects).
 */
export const MAX_SCHEMA_DEPTH = 12;

/**
 * The components already written in full on one page, by direction and name, with whether they have nested levels.
 * A second use of one with nested levels is a short "same as" node: Stripe's `Account` response otherwise expands its
 * shared `$ref`s at every use, some 48 million nodes for one page.
 */
export interface PageSchemas {
  /** By direction and name: whether it has nested levels, and the anchor of its first use (`at`). */
  written: Map<string, { nested: boolean; at?: string }>;
  /** The keys of `written` in the order they were added, so that a part built and then left out can be taken back. */
  order: string[];
}

/** A fresh record of the schemas written on a page: one per page, shared by all its bodies and responses. */
export const pageSchemas = (): PageSchemas => ({ written: new Map(), order: [] });

/** What a node cut at the depth bound says. */
export const CUT_NOTE = `Deeper levels not shown: the reference stops at ${MAX_SCHEMA_DEPTH} levels of nesting.`;

interface Context {
  schemas: Readonly<Record<string, SchemaObject>>;
  /** Component names being expanded on the way to this node. */
  stack: readonly string[];
  direction?: Direction;
  page: PageSchemas;
  /** How deep this node is nested in the schema shown. */
  depth: number;
  /** The anchor this node gets on the page (shared/schema-anchors.ts), when the schema shown has one. */
  at?: string;
}

/** The context of a node nested one level below, at the anchor `anchor` makes from this node's. */
const deeper = (ctx: Context, anchor?: (at: string) => string): Context => ({
  ...ctx,
  depth: ctx.depth + 1,
  at: ctx.at === undefined || !anchor ? ctx.at : anchor(ctx.at),
});

/** Whether a node shows anything nested: properties, options, extra properties' schema, or an item that does. */
export function hasNestedLevels(node: SchemaNode): boolean {
  if (node.recursive || node.sameAs) return false;
  if (node.properties.length || node.variants || typeof node.additionalProperties === 'object') return true;
  return node.items ? hasNestedLevels(node.items) : false;
}

const isObj = (v: unknown): v is SchemaObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const CONSTRAINTS = [
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength',
  'pattern', 'minItems', 'maxItems', 'minProperties', 'maxProperties',
] as const;

const isNullSchema = (s: unknown) => isObj(s) && (s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null'));

function typeOf(schema: SchemaObject): { type: string; nullable: boolean } {
  const t = schema.type;
  if (Array.isArray(t)) {
    const types = t.filter((x): x is string => typeof x === 'string');
    const nonNull = types.filter((x) => x !== 'null');
    return { type: nonNull.join(' | ') || 'null', nullable: types.includes('null') };
  }
  // OpenAPI 3.0's `nullable` is read wherever it stands (beside anyOf/oneOf/allOf, without `type`, in a 3.1 file).
  const nullable = schema.nullable === true;
  if (typeof t === 'string') return { type: t, nullable };
  if (isObj(schema.properties) || schema.additionalProperties !== undefined) return { type: 'object', nullable };
  if (schema.items !== undefined) return { type: 'array', nullable };
  return { type: 'any', nullable };
}

function build(schema: unknown, ctx: Context, name: string | undefined, required: boolean): SchemaNode {
  const base = (type: string): SchemaNode => ({
    ...(name !== undefined ? { name } : {}),
    required,
    type,
    nullable: false,
    constraints: [],
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    properties: [],
    recursive: false,
  });
  if (!isObj(schema)) return base(schema === false ? 'never' : 'any');

  const refName = schemaRefName(schema.$ref);
  if (refName) {
    const siblings = { ...schema };
    delete siblings.$ref;
    if (ctx.stack.includes(refName) || !ctx.schemas[refName]) {
      const recursive = ctx.stack.includes(refName);
      return { ...base(refName), refName, recursive, nullable: siblings.nullable === true, description: str(siblings.description) };
    }
    const key = `${ctx.direction ?? ''} ${refName}`;
    const { page } = ctx;
    // A body's or response's own schema is written in full (each is a tab of its own); what it nests is not again.
    const first = page.written.get(key);
    if (ctx.depth > 0 && first?.nested) return sameAs(base(refName), refName, siblings, ctx, first.at);
    const node = build({ ...ctx.schemas[refName], ...siblings }, { ...ctx, stack: [...ctx.stack, refName] }, name, required);
    // Written once, even where the depth bound cut it: writing again a component whose first use was cut would let a
    // graph as deep as Stripe's grow exponentially again.
    if (!page.written.has(key)) {
      page.written.set(key, { nested: node.cut === true || hasNestedLevels(node), at: ctx.at });
      page.order.push(key);
    }
    return { ...node, refName };
  }

  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, ctx.schemas, ctx.stack);
    if (merged) {
      const node = build(merged.schema, { ...ctx, stack: [...ctx.stack, ...merged.refs] }, name, required);
      // A lone `$ref` in allOf is a wrapper (FastAPI writes one to add a description): the node is that schema.
      if (merged.parts.length === 1) return { ...node, refName: node.refName ?? merged.parts[0].refName };
      return { ...node, allOfParts: merged.parts };
    }
    const rest = { ...schema };
    delete rest.allOf;
    const node = annotate(base('allOf'), rest, ctx);
    if (ctx.depth >= MAX_SCHEMA_DEPTH) return cut({ ...node, nullable: rest.nullable === true });
    const options = schema.allOf.map((o, i) => build(o, deeper(ctx, (at) => optionAnchor(at, 'allOf', i)), undefined, false));
    return { ...node, nullable: rest.nullable === true, variants: { kind: 'allOf', options } };
  }

  // anyOf/oneOf with a `null` option: the other options, marked nullable; one option left collapses into it.
  for (const kind of ['anyOf', 'oneOf'] as const) {
    const list = schema[kind];
    if (!Array.isArray(list)) continue;
    const options = list.filter((o) => !isNullSchema(o));
    const nullable = options.length < list.length || schema.nullable === true;
    const rest = { ...schema };
    delete rest[kind];
    if (options.length === 1) {
      const inner = build({ ...(isObj(options[0]) ? options[0] : {}), ...pickAnnotations(rest) }, ctx, name, required);
      const own = annotate(base(inner.type), rest);
      return { ...inner, nullable: inner.nullable || nullable, description: own.description ?? inner.description, default: own.default ?? inner.default };
    }
    const node = annotate(base(typeOf(rest).type === 'any' ? kind : typeOf(rest).type), rest, ctx);
    if (ctx.depth >= MAX_SCHEMA_DEPTH) return cut({ ...node, nullable });
    const variants = { kind, options: options.map((o, i) => build(o, deeper(ctx, (at) => optionAnchor(at, kind, i)), undefined, false)) };
    return withDiscriminator({ ...node, nullable, variants }, schema, ctx);
  }

  const { type, nullable } = typeOf(schema);
  return withDiscriminator({ ...annotate(base(type), schema, ctx), nullable }, schema, ctx);
}

/** A later use of a component already written in full on the page: its name and own facts, nothing nested. */
function sameAs(node: SchemaNode, refName: string, siblings: SchemaObject, ctx: Context, at?: string): SchemaNode {
  const own = { ...ctx.schemas[refName], ...siblings };
  const flag = (k: string) => own[k] === true;
  return {
    ...node,
    refName,
    sameAs: true,
    ...(at !== undefined ? { sameAsAt: at } : {}),
    nullable: typeOf(own).nullable,
    ...(str(own.description) ? { description: str(own.description) } : {}),
    deprecated: flag('deprecated'),
    readOnly: flag('readOnly'),
    writeOnly: flag('writeOnly'),
  };
}

/** `node` with its nested levels left out. */
const cut = (node: SchemaNode): SchemaNode => ({ ...node, cut: true });

/** The schema's discriminator and mapping on the node, and on each option the value that selects it. */
function withDiscriminator(node: SchemaNode, schema: SchemaObject, ctx: Context): SchemaNode {
  const d = discriminatorOf(schema, ctx.schemas);
  if (!d) return node;
  if (!node.variants) return { ...node, discriminator: d };
  const options = node.variants.options.map((o) => {
    const value = discriminatorValue(d, o.refName);
    return value === undefined ? o : { ...o, discriminatorValue: value };
  });
  return { ...node, discriminator: d, variants: { ...node.variants, options } };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Keywords that describe the value rather than its shape: they stay with the property when options collapse. */
function pickAnnotations(schema: SchemaObject): SchemaObject {
  const out: SchemaObject = {};
  for (const k of ['description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'title']) if (k in schema) out[k] = schema[k];
  return out;
}

function annotate(node: SchemaNode, schema: SchemaObject, ctx?: Context): SchemaNode {
  const out: SchemaNode = { ...node };
  const description = str(schema.description);
  if (description) out.description = description;
  const title = str(schema.title);
  if (title) out.title = title;
  if (isObj(schema.externalDocs) && str(schema.externalDocs.url)) {
    const docs = schema.externalDocs;
    out.externalDocs = { url: docs.url as string, ...(str(docs.description) ? { description: docs.description as string } : {}) };
  }
  if (typeof schema.format === 'string') out.format = schema.format;
  if (Array.isArray(schema.enum)) out.enum = schema.enum;
  else if ('const' in schema) out.enum = [schema.const];
  if ('default' in schema) out.default = { value: schema.default };
  out.constraints = CONSTRAINTS.filter((k) => schema[k] !== undefined).map((k) => `${k}: ${String(schema[k])}`);
  if (schema.uniqueItems === true) out.constraints.push('unique items');
  out.deprecated = schema.deprecated === true;
  out.readOnly = schema.readOnly === true;
  out.writeOnly = schema.writeOnly === true;
  if (!ctx) return out;
  const filled = (v: unknown) => isObj(v) && Object.keys(v).length > 0;
  const nested = filled(schema.properties) || filled(schema.additionalProperties) || schema.items !== undefined;
  if (nested && ctx.depth >= MAX_SCHEMA_DEPTH) return cut(out);
  if (isObj(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    out.properties = Object.entries(schema.properties).flatMap(([key, value]) =>
      travelling(ctx, () => build(value, deeper(ctx, (at) => propertyAnchor(at, key)), key, required.has(key))),
    );
  }
  if (schema.additionalProperties === true || (isObj(schema.additionalProperties) && !Object.keys(schema.additionalProperties).length)) {
    out.additionalProperties = true;
  } else if (isObj(schema.additionalProperties)) {
    out.additionalProperties = build(schema.additionalProperties, deeper(ctx, otherPropertiesAnchor), undefined, false);
  }
  // An array's item is shown in its array's place, under its anchor.
  if (schema.items !== undefined) out.items = build(schema.items, deeper(ctx), undefined, false);
  return out;
}

/**
 * A property built, or none when it does not travel this way (read-only in a request, write-only in a response). What
 * a left-out property wrote is taken back: the page does not show it, so a later use is written in full.
 */
function travelling(ctx: Context, make: () => SchemaNode): SchemaNode[] {
  const { page, direction } = ctx;
  const before = page.order.length;
  const node = make();
  if (!(direction === 'request' ? node.readOnly : direction === 'response' ? node.writeOnly : false)) return [node];
  for (const key of page.order.splice(before)) page.written.delete(key);
  return [];
}

/**
 * The view model of a schema: `$ref`s followed (stopping at recursion), allOf merged, options and nullability explicit.
 * A `direction` leaves out properties that do not travel that way. `page` is shared by every schema of one page, so
 * that each component is written there in full once; `at` is the anchor of the schema shown (schemaRootAnchor), from
 * which a later use of a component names the anchor of its first.
 */
export function schemaView(
  schema: unknown,
  schemas: Readonly<Record<string, SchemaObject>>,
  direction?: Direction,
  page: PageSchemas = pageSchemas(),
  at?: string,
): SchemaNode {
  return build(schema, { schemas, stack: [], direction, page, depth: 0, at }, undefined, false);
}

const SCALARS = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/** An option of a oneOf/anyOf in a type line: its component name, else its title unless it is a plain scalar. */
export function optionLabel(node: SchemaNode): string {
  if (node.refName || !node.title || SCALARS.has(node.type)) return typeLabel(node);
  return node.nullable ? `${node.title} | null` : node.title;
}

/** A short type line: 'SessionModel', 'array of TrajectoryModel', 'string | null', 'integer (int64)'. */
export function typeLabel(node: SchemaNode): string {
  let label: string;
  if (node.refName && (node.recursive || node.sameAs || node.type === 'object' || node.type === node.refName)) label = node.refName;
  else if (node.type === 'array' && node.items) label = `array of ${typeLabel(node.items)}`;
  else if (node.variants) label = node.variants.options.map(optionLabel).join(node.variants.kind === 'allOf' ? ' & ' : ' | ');
  else label = node.type;
  if (node.format) label += ` (${node.format})`;
  if (node.nullable) label += ' | null';
  return label;
}
