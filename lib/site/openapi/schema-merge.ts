import type { SchemaObject } from '../../shared/openapi-types';

// allOf and discriminators as a reader expects them, shared by the schema view and the example generator.

const isObj = (v: unknown): v is SchemaObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `#/components/schemas/SessionModel` → `SessionModel`; other refs give undefined. */
export function schemaRefName(ref: unknown): string | undefined {
  if (typeof ref !== 'string') return undefined;
  const m = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  return m ? m[1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** One part of an allOf as the note under the merged list names it: its component name or title. */
export interface AllOfPart {
  label: string;
  refName?: string;
}

export interface MergedAllOf {
  /** The parts' keywords in one schema, without allOf. */
  schema: SchemaObject;
  /** The direct parts, in order. */
  parts: AllOfPart[];
  /** Every component expanded into the merge (nested allOf included), for recursion checks. */
  refs: string[];
  /** Discriminators declared by the parts (a base schema's), so a subtype's example can carry its value. */
  inherited: Discriminator[];
}

export interface Discriminator {
  propertyName: string;
  /** Value → component name, explicit mapping first, then the `$ref` options named by their component. */
  mapping: { value: string; target: string }[];
}

/** Keywords a part does not pass on: they describe the part itself, not the merged schema. */
const OWN_KEYWORDS = ['title', 'description', 'discriminator', 'externalDocs', 'example', 'examples', 'allOf'];

function explicitType(schema: SchemaObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return [...schema.type].sort().join(',');
  if (isObj(schema.properties) || Array.isArray(schema.required) || schema.additionalProperties !== undefined) {
    return 'object';
  }
  return undefined;
}

interface Leaf {
  schema: SchemaObject;
  fromRef: boolean;
}

/** The parts of an allOf with nested allOf flattened; undefined when a part cannot be merged (recursion, odd refs). */
function leaves(
  list: unknown[],
  schemas: Readonly<Record<string, SchemaObject>>,
  stack: readonly string[],
  refs: string[],
  inherited: Discriminator[],
): Leaf[] | undefined {
  const out: Leaf[] = [];
  for (const part of list) {
    if (part === true) continue;
    if (!isObj(part)) return undefined;
    let schema = part;
    let fromRef = false;
    if (part.$ref !== undefined) {
      const ref = schemaRefName(part.$ref);
      if (!ref || stack.includes(ref) || refs.includes(ref) || !isObj(schemas[ref])) return undefined;
      refs.push(ref);
      const siblings = { ...part };
      delete siblings.$ref;
      schema = { ...schemas[ref], ...siblings };
      fromRef = true;
    }
    const d = discriminatorOf(schema, schemas);
    if (d) inherited.push(d);
    if (Array.isArray(schema.allOf)) {
      const inner = leaves(schema.allOf, schemas, stack, refs, inherited);
      if (!inner) return undefined;
      out.push(...inner);
    }
    out.push({ schema, fromRef });
  }
  return out;
}

/**
 * An allOf merged into one schema (later parts refine earlier properties), or undefined when the parts cannot merge, in
 * which case they are listed instead.
 */
export function mergeAllOf(
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
  stack: readonly string[],
): MergedAllOf | undefined {
  if (!Array.isArray(schema.allOf) || !schema.allOf.length) return undefined;
  const refs: string[] = [];
  const inherited: Discriminator[] = [];
  const parts = leaves(schema.allOf, schemas, stack, refs, inherited);
  if (!parts) return undefined;
  const own = { ...schema };
  delete own.allOf;
  const types = new Set([own, ...parts.map((p) => p.schema)].map(explicitType).filter((t) => t !== undefined));
  const choices = [own, ...parts.map((p) => p.schema)].filter((s) => s.oneOf !== undefined || s.anyOf !== undefined);
  if (types.size > 1 || choices.length > 1) return undefined;

  const merged: SchemaObject = {};
  const properties: SchemaObject = {};
  const required = new Set<string>();
  for (const { schema: part } of [...parts, { schema: own }]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObj(value)) {
        for (const [name, sub] of Object.entries(value)) {
          const before = properties[name];
          properties[name] = isObj(before) && isObj(sub) ? { ...before, ...sub } : sub;
        }
      } else if (key === 'required' && Array.isArray(value)) {
        for (const r of value) if (typeof r === 'string') required.add(r);
      } else if (part === own || !OWN_KEYWORDS.includes(key)) {
        merged[key] = value;
      }
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  const direct = schema.allOf.filter((p) => p !== true);
  return {
    schema: merged,
    parts: direct.map((p) => {
      const ref = isObj(p) ? schemaRefName(p.$ref) : undefined;
      if (ref) return { label: ref, refName: ref };
      const title = isObj(p) && typeof p.title === 'string' ? p.title : undefined;
      return { label: title ?? 'an inline schema' };
    }),
    refs,
    inherited,
  };
}

/** The note under a merged list: 'Pet and an inline schema', 'A, B and C'. */
export function partsLabel(parts: readonly AllOfPart[]): string {
  const names = parts.map((p) => p.label);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * A schema's discriminator mapping: the explicit `mapping`, then its unmapped oneOf/anyOf `$ref`s by component name, or
 * for a base schema each component extending it through allOf.
 */
export function discriminatorOf(
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
): Discriminator | undefined {
  const d = schema.discriminator;
  if (!isObj(d) || typeof d.propertyName !== 'string') return undefined;
  const mapping: Discriminator['mapping'] = [];
  if (isObj(d.mapping)) {
    for (const [value, ref] of Object.entries(d.mapping)) {
      if (typeof ref !== 'string') continue;
      const target = schemaRefName(ref) ?? (ref in schemas ? ref : undefined);
      if (target) mapping.push({ value, target });
    }
  }
  const options = [schema.oneOf, schema.anyOf].flatMap((l) => (Array.isArray(l) ? l : []));
  for (const option of options) {
    const target = isObj(option) ? schemaRefName(option.$ref) : undefined;
    if (target && !mapping.some((m) => m.target === target)) mapping.push({ value: target, target });
  }
  if (!options.length) {
    // The base is the component holding this very discriminator object, since copies of a schema share it.
    const base = Object.keys(schemas).find((name) => isObj(schemas[name]) && schemas[name].discriminator === d);
    for (const [name, sub] of Object.entries(schemas)) {
      const parts = isObj(sub) && Array.isArray(sub.allOf) ? sub.allOf : [];
      const extendsBase = base !== undefined && parts.some((p) => isObj(p) && schemaRefName(p.$ref) === base);
      if (extendsBase && !mapping.some((m) => m.target === name)) mapping.push({ value: name, target: name });
    }
  }
  return { propertyName: d.propertyName, mapping };
}

/** The value of `d.propertyName` that selects the component `name`, if the mapping has one. */
export function discriminatorValue(d: Discriminator, name: string | undefined): string | undefined {
  return name === undefined ? undefined : d.mapping.find((m) => m.target === name)?.value;
}
