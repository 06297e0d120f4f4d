import type { SchemaObject } from '../../../shared/openapi-types';

// The Send panel validates bodies in the browser (lib/browser/try-it/validate.ts), so the schema travels in the
// payload, without words and examples a validator never reads.

/** Keywords that annotate a schema and take no part in validating it. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'externalDocs', 'xml', '$comment', 'deprecated', 'discriminator']);

/** Keywords whose value maps names to schemas: the names are kept whatever they are. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas']);

/**
 * Keywords whose value is a schema or list of schemas; draft 7 `dependencies` may also hold lists of names, which pass
 * through unchanged.
 */
const SUBSCHEMAS = new Set([
  'items',
  'prefixItems',
  'additionalItems',
  'dependencies',
  'contentSchema',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'components',
]);

const mapValues = (map: object, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, f(v)]));

/** A copy of `schema` without its annotations and extensions (`x-…`), for validating only. */
export function validationSchema(schema: SchemaObject): SchemaObject {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
      if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) kept[key] = mapValues(value, strip);
      else kept[key] = SUBSCHEMAS.has(key) ? strip(value) : value;
    }
    return kept;
  };
  return strip(schema) as SchemaObject;
}
