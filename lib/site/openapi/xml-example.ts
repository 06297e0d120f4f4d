import { mergeAllOf, schemaRefName } from './schema-merge';
import type { SchemaObject } from '../../shared/openapi-types';

// An XML media type's example as XML, each value placed as an element or attribute by the schema's `xml` keywords, as
// OpenAPI defines them.

type Schemas = Readonly<Record<string, SchemaObject>>;

interface Xml {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: boolean;
  wrapped?: boolean;
}

const isObj = (v: unknown): v is SchemaObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An XML media type: `application/xml`, `text/xml`, `application/problem+xml`, … */
export const isXmlType = (contentType: string) => /[/+]xml(\s*;|$)/i.test(contentType.trim());

interface Resolved {
  schema: SchemaObject;
  /** The component the schema came from: an element's name when `xml.name` gives none. */
  refName?: string;
  stack: readonly string[];
}

/** The schema behind `$ref`s and a mergeable allOf (a recursive reference resolves to an empty schema). */
function resolve(schema: unknown, schemas: Schemas, stack: readonly string[]): Resolved {
  let current: SchemaObject = isObj(schema) ? schema : {};
  let refName: string | undefined;
  let seen = stack;
  for (;;) {
    const ref = schemaRefName(current.$ref);
    if (ref) {
      if (seen.includes(ref) || !isObj(schemas[ref])) return { schema: {}, refName: refName ?? ref, stack: seen };
      refName ??= ref;
      seen = [...seen, ref];
      current = schemas[ref];
      continue;
    }
    const merged = mergeAllOf(current, schemas, seen);
    if (!merged) return { schema: current, refName, stack: seen };
    refName ??= merged.parts.find((p) => p.refName)?.refName;
    seen = [...seen, ...merged.refs];
    current = merged.schema;
  }
}

const xmlOf = (schema: SchemaObject): Xml => (isObj(schema.xml) ? (schema.xml as Xml) : {});

/** The schema of an object's property: its own, else the first oneOf/anyOf option that declares it. */
function propertySchema(schema: SchemaObject, key: string, schemas: Schemas, stack: readonly string[]): unknown {
  if (isObj(schema.properties) && key in schema.properties) return schema.properties[key];
  for (const option of [schema.oneOf, schema.anyOf].flatMap((o) => (Array.isArray(o) ? o : []))) {
    const { schema: resolved } = resolve(option, schemas, stack);
    if (isObj(resolved.properties) && key in resolved.properties) return resolved.properties[key];
  }
  return isObj(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const scalar = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `prefix:name`, and the namespace declaration the element carries, if any. */
function qualified(name: string, xml: Xml): { tag: string; declaration: string } {
  const tag = xml.prefix ? `${xml.prefix}:${name}` : name;
  const declaration = xml.namespace
    ? ` ${xml.prefix ? `xmlns:${xml.prefix}` : 'xmlns'}="${escapeAttribute(xml.namespace)}"`
    : '';
  return { tag, declaration };
}

/** An element's lines: open and close tags around its children, or one empty-element tag without any. */
const wrapped = (indent: string, tag: string, attributes: string, children: readonly string[]) =>
  children.length
    ? [`${indent}<${tag}${attributes}>`, ...children, `${indent}</${tag}>`]
    : [`${indent}<${tag}${attributes}/>`];

/** The lines of one value written as the element `name` (several elements for an unwrapped array). */
function element(
  name: string,
  value: unknown,
  schemaIn: unknown,
  schemas: Schemas,
  stack: readonly string[],
  indent: string,
): string[] {
  if (value === undefined) return [];
  const { schema, stack: inner } = resolve(schemaIn, schemas, stack);
  const xml = xmlOf(schema);
  const elementName = xml.name ?? name;
  if (Array.isArray(value)) {
    const items = resolve(schema.items, schemas, inner);
    const itemName = xmlOf(items.schema).name ?? elementName;
    if (!xml.wrapped) return value.flatMap((v) => element(itemName, v, schema.items, schemas, inner, indent));
    const { tag, declaration } = qualified(elementName, xml);
    const children = value.flatMap((v) => element(itemName, v, schema.items, schemas, inner, `${indent}  `));
    return wrapped(indent, tag, declaration, children);
  }
  const { tag, declaration } = qualified(elementName, xml);
  if (value === null) return [`${indent}<${tag}${declaration}/>`];
  if (!isObj(value)) return [`${indent}<${tag}${declaration}>${escapeText(scalar(value))}</${tag}>`];
  let attributes = declaration;
  const children: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const sub = propertySchema(schema, key, schemas, inner);
    const subXml = xmlOf(resolve(sub, schemas, inner).schema);
    if (subXml.attribute && v !== null && typeof v !== 'object') {
      attributes += ` ${subXml.prefix ? `${subXml.prefix}:` : ''}${subXml.name ?? key}="${escapeAttribute(scalar(v))}"`;
    } else {
      children.push(...element(key, v, sub, schemas, inner, `${indent}  `));
    }
  }
  return wrapped(indent, tag, attributes, children);
}

/**
 * `value` as an XML document for `schema`, named by `xml.name`, else the component name, else `root`. A root array is
 * always wrapped, since a document has one root.
 */
export function xmlExample(value: unknown, schema: unknown, schemas: Schemas): string {
  const root = resolve(schema, schemas, []);
  const name = xmlOf(root.schema).name ?? root.refName ?? 'root';
  const rootSchema = Array.isArray(value) ? { ...root.schema, xml: { ...xmlOf(root.schema), wrapped: true } } : root.schema;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...element(name, value, rootSchema, schemas, root.stack, '')].join('\n');
}
