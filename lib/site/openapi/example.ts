import { discriminatorOf, discriminatorValue, mergeAllOf, schemaRefName, type Discriminator } from './schema-merge';
import type { Direction } from './schema-view';
import type { SchemaObject } from '../../shared/openapi-types';

const isObj = (v: unknown): v is SchemaObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2025-01-31T12:00:00Z',
  date: '2025-01-31',
  time: '12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ipv4: '127.0.0.1',
  hostname: 'localhost',
};

/**
 * Bounds of a generated example (issue 51: Stripe's generated examples ran to thousands of lines): items of an array
 * value taken from the file, levels of nesting, values in all, and characters of its text. What is beyond them is `…`.
 * `optionalValues` bounds what optional properties may add: an example holds every required property, then optional ones
 * level by level, nearest first, while it stays within that many values. 20 keeps every generated example of RA.Aid's
 * files whole (the largest holds 19 values) and cuts the bodies of Stripe's largest POSTs, which 13 code samples each
 * carry, from about 250 values to a few dozen (bench/by-hand.md, "Stripe's pages"; with 20 rather than 30, the cURL
 * sample of `POST /v1/invoices` sends 12 form fields rather than 18, "Wide top levels").
 */
export const EXAMPLE_BOUNDS = { items: 3, depth: 6, values: 400, chars: 8_000, optionalValues: 20 } as const;

/** What stands where a generated example leaves something out. */
export const LEFT_OUT = '…';

/** A generated example, and whether a bound left anything out of it (the page then says so). */
export interface GeneratedExample {
  value: unknown;
  cut: boolean;
}

interface Context {
  schemas: Readonly<Record<string, SchemaObject>>;
  direction: Direction;
  /** How many more values the example may hold. */
  left: number;
  /** Values generated so far. */
  used: number;
  /** Objects above this depth hold all their optional properties, objects at it those within the budget, deeper none. */
  level: number;
  /** Something was left out: an optional property, or a value past a bound (`…`). */
  cut: boolean;
  /** An optional property at `level` was left out for the budget. */
  full: boolean;
  /** How many optional properties deeper than `level` were left out. */
  deeper: number;
}

/** A value the file gives, inside a generated example at `depth`: its arrays cut to the item bound, its depth bounded. */
function bounded(value: unknown, depth: number, ctx: Context): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= EXAMPLE_BOUNDS.depth) return leftOut(ctx);
  if (Array.isArray(value)) {
    const kept = value.slice(0, EXAMPLE_BOUNDS.items).map((v) => bounded(v, depth + 1, ctx));
    return value.length > EXAMPLE_BOUNDS.items ? [...kept, leftOut(ctx)] : kept;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bounded(v, depth + 1, ctx)]));
}

function leftOut(ctx: Context): string {
  ctx.cut = true;
  return LEFT_OUT;
}

/** A generated example's text cut at a line end within the character bound, with a last line saying so. */
export function boundedText(text: string): string {
  if (text.length <= EXAMPLE_BOUNDS.chars) return text;
  const end = text.lastIndexOf('\n', EXAMPLE_BOUNDS.chars);
  return `${text.slice(0, end > 0 ? end : EXAMPLE_BOUNDS.chars)}\n${LEFT_OUT}`;
}

/** Whether a property schema (or the component it points at) is marked `keyword`. */
function marked(value: unknown, keyword: 'readOnly' | 'writeOnly', schemas: Context['schemas']): boolean {
  if (!isObj(value)) return false;
  if (value[keyword] === true) return true;
  const ref = schemaRefName(value.$ref);
  return ref !== undefined && isObj(schemas[ref]) && schemas[ref][keyword] === true;
}

/** Sets the discriminator property of a generated object to the value that selects `name`. */
function tagged(value: unknown, d: Discriminator | undefined, name: string | undefined, implicit: boolean): unknown {
  if (!d || !isObj(value) || name === undefined) return value;
  const selected = discriminatorValue(d, name) ?? (implicit ? name : undefined);
  return selected === undefined ? value : { ...value, [d.propertyName]: selected };
}

function generate(schema: unknown, ctx: Context, stack: readonly string[], depth: number): unknown {
  const { schemas } = ctx;
  if (!isObj(schema)) return null;
  if (ctx.left <= 0) return leftOut(ctx);
  ctx.left--;
  ctx.used++;
  if ('example' in schema) return bounded(schema.example, depth, ctx);
  if (Array.isArray(schema.examples) && schema.examples.length) return bounded(schema.examples[0], depth, ctx);
  if ('const' in schema) return bounded(schema.const, depth, ctx);
  if ('default' in schema) return bounded(schema.default, depth, ctx);
  if (Array.isArray(schema.enum) && schema.enum.length) return bounded(schema.enum[0], depth, ctx);
  const ref = schemaRefName(schema.$ref);
  if (ref) return stack.includes(ref) || !schemas[ref] ? {} : generate(schemas[ref], ctx, [...stack, ref], depth);
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, schemas, stack);
    if (merged) {
      // A subtype of a base with a discriminator carries the value that names it (the component being expanded).
      const self = stack.at(-1);
      const name = self !== undefined && schemas[self] === schema ? self : undefined;
      let value = generate(merged.schema, ctx, [...stack, ...merged.refs], depth);
      for (const d of merged.inherited) value = tagged(value, d, name, true);
      return value;
    }
    const parts = schema.allOf.map((s) => generate(s, ctx, stack, depth));
    return parts.every(isObj) ? Object.assign({}, ...parts) : parts[0];
  }
  const d = discriminatorOf(schema, schemas);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (Array.isArray(options) && options.length) {
      const first = options.find((o) => !(isObj(o) && o.type === 'null')) ?? options[0];
      return tagged(generate(first, ctx, stack, depth), d, isObj(first) ? schemaRefName(first.$ref) : undefined, false);
    }
  }
  // A base schema with a mapping stands for its subtypes, unless a subtype is already being expanded (the base is then
  // part of it).
  const subtype = d?.mapping[0]?.target;
  if (subtype && !d.mapping.some((m) => stack.includes(m.target)) && schemas[subtype]) {
    // The base leaves the stack so that the subtype can merge it in as its allOf part.
    const outer = stack.length && schemas[stack[stack.length - 1]] === schema ? stack.slice(0, -1) : stack;
    return tagged(generate(schemas[subtype], ctx, [...outer, subtype], depth), d, subtype, false);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const nested = type === 'object' || type === 'array' || (type === undefined && isObj(schema.properties));
  if (nested && depth >= EXAMPLE_BOUNDS.depth) return leftOut(ctx);
  if (type === 'object' || (type === undefined && isObj(schema.properties))) return object(schema, ctx, stack, depth);
  if (type === 'array') return schema.items === undefined ? [] : [generate(schema.items, ctx, stack, depth + 1)];
  if (type === 'string') return (typeof schema.format === 'string' && STRING_FORMATS[schema.format]) || 'string';
  if (type === 'integer' || type === 'number') {
    return typeof schema.minimum === 'number' ? schema.minimum : 0;
  }
  if (type === 'boolean') return false;
  return null;
}

/** `{}`, or an array of them. */
const emptyShell = (v: unknown): boolean =>
  Array.isArray(v) ? v.every(emptyShell) : isObj(v) && Object.keys(v).length === 0;

/** An object's properties: the required ones always, optional ones as `ctx.level` and the budget allow. */
function object(schema: SchemaObject, ctx: Context, stack: readonly string[], depth: number): Record<string, unknown> {
  const skip = ctx.direction === 'request' ? 'readOnly' : 'writeOnly';
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(isObj(schema.properties) ? schema.properties : {})) {
    if (marked(value, skip, ctx.schemas)) continue;
    if (required.has(key) || depth < ctx.level) {
      out[key] = generate(value, ctx, stack, depth + 1);
    } else if (depth > ctx.level) {
      ctx.cut = true;
      ctx.deeper++;
    } else {
      // At the budget's level a property goes in whole or not at all: a later, smaller one may still fit. One that
      // would show only empty objects, its own properties left out, says nothing and stays out too.
      const before = { left: ctx.left, used: ctx.used, deeper: ctx.deeper };
      const v = generate(value, ctx, stack, depth + 1);
      const over = ctx.used > EXAMPLE_BOUNDS.optionalValues;
      if (!over && !(ctx.deeper > before.deeper && emptyShell(v))) out[key] = v;
      else Object.assign(ctx, { left: before.left, used: before.used, cut: true, full: ctx.full || over });
    }
  }
  return out;
}

/**
 * A generated example within `EXAMPLE_BOUNDS`: optional properties of the nearest levels first. It is made with all
 * optional properties above level 0, 1, 2, … in turn, until a level's do not all fit in the budget or nothing is left
 * out.
 */
export function generatedExample(
  schema: unknown,
  schemas: Readonly<Record<string, SchemaObject>>,
  direction: Direction = 'response',
): GeneratedExample {
  for (let level = 0; ; level++) {
    const ctx: Context = { schemas, direction, left: EXAMPLE_BOUNDS.values, used: 0, level, cut: false, full: false, deeper: 0 };
    const value = generate(schema, ctx, [], 0);
    if (ctx.full || !ctx.deeper || level >= EXAMPLE_BOUNDS.depth) return { value, cut: ctx.cut };
  }
}

/**
 * An example for a schema when the file gives none: its example, const, default or first enum value, else a typed
 * placeholder. Requests leave out `readOnly` properties and responses `writeOnly` ones; recursion ends as `{}`. Within
 * `EXAMPLE_BOUNDS` (generatedExample).
 */
export function exampleFromSchema(
  schema: unknown,
  schemas: Readonly<Record<string, SchemaObject>>,
  direction: Direction = 'response',
): unknown {
  return generatedExample(schema, schemas, direction).value;
}
