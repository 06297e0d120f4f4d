import type { AllOfPart, Discriminator } from './schema-merge';

// The view model of a schema (./schema-view.ts builds it), apart from how it is built.

/** Which way a schema is read: a request omits `readOnly` properties, a response omits `writeOnly` ones. */
export type Direction = 'request' | 'response';

export type VariantKind = 'anyOf' | 'oneOf' | 'allOf';

/** What the schema view shows for one schema: its type line, facts, and what is nested in it. */
export interface SchemaNode {
  /** Property name, when the node is a property of an object. */
  name?: string;
  required: boolean;
  /** 'string', 'integer', 'object', 'array', 'any', or the referenced schema's name for a bare `$ref`. */
  type: string;
  /** Name of the component schema this node came from (`#/components/schemas/{name}`). */
  refName?: string;
  nullable: boolean;
  description?: string;
  format?: string;
  enum?: unknown[];
  /** Present when the schema has a default (which may itself be null or false). */
  default?: { value: unknown };
  /** Readable constraints: 'minimum: 0', 'maxLength: 64', 'pattern: ^a', 'unique items'. */
  constraints: string[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Properties of an object. */
  properties: SchemaNode[];
  /** `additionalProperties`: true (any), or the schema of the extra values. */
  additionalProperties?: true | SchemaNode;
  /** The item schema of an array. */
  items?: SchemaNode;
  /** anyOf / oneOf / allOf options (a lone `null` option only sets `nullable`). */
  variants?: { kind: VariantKind; options: SchemaNode[] };
  /** The `$ref` points at a schema that is already being shown above: show a link, not the schema again. */
  recursive: boolean;
  /** The `$ref`'s schema was already written in full earlier on the page: say so rather than write it again. */
  sameAs?: true;
  /** With `sameAs`: the anchor of the place on the page where it was written in full, when the page has anchors. */
  sameAsAt?: string;
  /** Nested levels below this node are left out: it stands at the depth bound (`MAX_SCHEMA_DEPTH`). */
  cut?: true;
  /** The schema's `title` (an option of oneOf/anyOf is named by it). */
  title?: string;
  /** The allOf parts merged into this node's property list. */
  allOfParts?: AllOfPart[];
  /** The property whose value tells the options (or subtypes) apart, with the value of each. */
  discriminator?: Discriminator;
  /** As an option of a oneOf/anyOf with a discriminator: the value that selects it. */
  discriminatorValue?: string;
  externalDocs?: { url: string; description?: string };
}
