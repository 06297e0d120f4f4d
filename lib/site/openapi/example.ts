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

interface Context {
  schemas: Readonly<Record<string, SchemaObject>>;
  direction: Direction;
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

function generate(schema: unknown, ctx: Context, stack: readonly string[]): unknown {
  const { schemas } = ctx;
  if (!isObj(schema)) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const ref = schemaRefName(schema.$ref);
  if (ref) return stack.includes(ref) || !schemas[ref] ? {} : generate(schemas[ref], ctx, [...stack, ref]);
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, schemas, stack);
    if (merged) {
      // A subtype of a base with a discriminator carries the value that names it (the component being expanded).
      const self = stack.at(-1);
      const name = self !== undefined && schemas[self] === schema ? self : undefined;
      let value = generate(merged.schema, ctx, [...stack, ...merged.refs]);
      for (const d of merged.inherited) value = tagged(value, d, name, true);
      return value;
    }
    const parts = schema.allOf.map((s) => generate(s, ctx, stack));
    return parts.every(isObj) ? Object.assign({}, ...parts) : parts[0];
  }
  const d = discriminatorOf(schema, schemas);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (Array.isArray(options) && options.length) {
      const first = options.find((o) => !(isObj(o) && o.type === 'null')) ?? options[0];
      return tagged(generate(first, ctx, stack), d, isObj(first) ? schemaRefName(first.$ref) : undefined, false);
    }
  }
  // A base schema with a mapping stands for its subtypes, unless a subtype is already being expanded (the base is then
  // part of it).
  const subtype = d?.mapping[0]?.target;
  if (subtype && !d.mapping.some((m) => stack.includes(m.target)) && schemas[subtype]) {
    // The base leaves the stack so that the subtype can merge it in as its allOf part.
    const outer = stack.length && schemas[stack[stack.length - 1]] === schema ? stack.slice(0, -1) : stack;
    return tagged(generate(schemas[subtype], ctx, [...outer, subtype]), d, subtype, false);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || (type === undefined && isObj(schema.properties))) {
    const skip = ctx.direction === 'request' ? 'readOnly' : 'writeOnly';
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(isObj(schema.properties) ? schema.properties : {})) {
      if (marked(value, skip, schemas)) continue;
      out[key] = generate(value, ctx, stack);
    }
    return out;
  }
  if (type === 'array') return schema.items === undefined ? [] : [generate(schema.items, ctx, stack)];
  if (type === 'string') return (typeof schema.format === 'string' && STRING_FORMATS[schema.format]) || 'string';
  if (type === 'integer' || type === 'number') {
    return typeof schema.minimum === 'number' ? schema.minimum : 0;
  }
  if (type === 'boolean') return false;
  return null;
}

/**
 * An example for a schema when the file gives none: its example, const, default or first enum value, else a typed
 * placeholder. Requests leave out `readOnly` properties and responses `writeOnly` ones; recursion ends as `{}`.
 */
export function exampleFromSchema(
  schema: unknown,
  schemas: Readonly<Record<string, SchemaObject>>,
  direction: Direction = 'response',
): unknown {
  return generate(schema, { schemas, direction }, []);
}
