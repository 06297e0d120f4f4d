import { schemaRefName } from './schema-view';
import type { SchemaObject } from './types';

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

function generate(schema: unknown, schemas: Readonly<Record<string, SchemaObject>>, stack: readonly string[]): unknown {
  if (!isObj(schema)) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const ref = schemaRefName(schema.$ref);
  if (ref) return stack.includes(ref) || !schemas[ref] ? {} : generate(schemas[ref], schemas, [...stack, ref]);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (Array.isArray(options) && options.length) {
      const first = options.find((o) => !(isObj(o) && o.type === 'null')) ?? options[0];
      return generate(first, schemas, stack);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((s) => generate(s, schemas, stack));
    return parts.every(isObj) ? Object.assign({}, ...parts) : parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || (type === undefined && isObj(schema.properties))) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(isObj(schema.properties) ? schema.properties : {})) {
      if (isObj(value) && value.writeOnly === true) continue;
      out[key] = generate(value, schemas, stack);
    }
    return out;
  }
  if (type === 'array') return schema.items === undefined ? [] : [generate(schema.items, schemas, stack)];
  if (type === 'string') return (typeof schema.format === 'string' && STRING_FORMATS[schema.format]) || 'string';
  if (type === 'integer' || type === 'number') {
    return typeof schema.minimum === 'number' ? schema.minimum : 0;
  }
  if (type === 'boolean') return false;
  return null;
}

/**
 * An example value for a schema when the file gives none: its own example, const, default or first enum
 * value where present, else a placeholder of the right type. Recursive references end as `{}`.
 */
export function exampleFromSchema(schema: unknown, schemas: Readonly<Record<string, SchemaObject>>): unknown {
  return generate(schema, schemas, []);
}
