import { generatedExample } from './example';
import type { ApiDocument, ApiMediaType, ApiOperation, SchemaObject } from '../../shared/openapi-types';

/** How a request body is written: each kind has its own idiom in every sample language and its own inputs in Send. */
export type BodyKind = 'json' | 'multipart' | 'form' | 'binary' | 'text';

export const JSON_MEDIA = /^application\/([\w.+-]+\+)?json/;

/** One field of a multipart or form-urlencoded body. */
export interface BodyField {
  name: string;
  /** The example value as text (objects as JSON). */
  value: string;
  /** A file part (`format: binary`, `contentMediaType` or `contentEncoding` in its schema): sent from a file. */
  file: boolean;
  /** Media type of a JSON part of a multipart body. */
  contentType?: string;
  /**
   * A property the bounded example left out (example.ts): the samples leave it out too, Send lists it empty to fill
   * in.
   */
  leftOut?: true;
}

export interface BodySample {
  media: ApiMediaType;
  kind: BodyKind;
  /** The example value (written in the file, else made from the schema). */
  value: unknown;
  /** multipart and form: the fields, in schema order. */
  fields: BodyField[];
  /** The example was made from the schema and its bounds left optional fields or values out (example.ts). */
  cut: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function bodyKind(media: ApiMediaType): BodyKind {
  const type = media.contentType.toLowerCase();
  if (JSON_MEDIA.test(type) || (isWildcard(type) && wildcardTakesJson(media))) return 'json';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('text/') || /[/+]xml$/.test(type)) return 'text';
  const schema = media.schema ?? {};
  if (schema.type === 'string' && schema.format !== 'binary' && !schema.contentMediaType) return 'text';
  return 'binary';
}

/** The schema a `$ref` points at in `components.schemas`, one level (enough to find a body's properties). */
function resolved(schema: SchemaObject | undefined, doc: ApiDocument): SchemaObject | undefined {
  const ref = typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  return ref ? doc.schemas[ref] : schema;
}

const isFileSchema = (s: unknown): boolean => {
  if (!isObj(s)) return false;
  if (s.format === 'binary' || s.format === 'byte' || 'contentMediaType' in s || 'contentEncoding' in s) return true;
  return s.type === 'array' && isFileSchema(s.items);
};

const asText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields of a multipart or form body: the schema's properties and the example's; `cut`: a bounded example. */
function fields(media: ApiMediaType, value: unknown, doc: ApiDocument, kind: BodyKind, cut: boolean): BodyField[] {
  const schema = resolved(media.schema, doc);
  const props = isObj(schema?.properties) ? (schema.properties as Record<string, unknown>) : {};
  const names = [...new Set([...Object.keys(props), ...(isObj(value) ? Object.keys(value) : [])])];
  return names.map((name) => {
    const prop = resolved(isObj(props[name]) ? (props[name] as SchemaObject) : undefined, doc);
    const v = isObj(value) ? value[name] : undefined;
    const file = kind === 'multipart' && isFileSchema(prop);
    const json = kind === 'multipart' && !file && typeof v === 'object' && v !== null;
    const leftOut = cut && !(isObj(value) && name in value);
    return {
      name,
      value: file ? '' : asText(v),
      file,
      ...(json ? { contentType: 'application/json' } : {}),
      ...(leftOut ? { leftOut: true as const } : {}),
    };
  });
}

/** A media range rather than a type (any type, or `application/*+json`): a request cannot be sent with it. */
const isWildcard = (contentType: string) => contentType.includes('*');

/** Whether a wildcard range takes JSON: a `+json` range, or any type or `application/*` with a schema that is not a file. */
function wildcardTakesJson(media: ApiMediaType): boolean {
  const type = media.contentType.toLowerCase();
  if (/\+json\b/.test(type)) return true;
  if (!/^(\*|application)\/\*(;|$)/.test(type) || !media.schema) return false;
  return !(media.schema.type === 'string' && (media.schema.format === 'binary' || media.schema.format === 'byte'));
}

/**
 * The media type a request is sent with: the first listed, except that a wildcard range first gives way to a JSON type
 * listed after it, else stands for `application/json` when it takes JSON (real-world files often accept any type).
 */
export function sentMedia(content: readonly ApiMediaType[]): ApiMediaType | undefined {
  const first = content[0];
  if (!first || !isWildcard(first.contentType)) return first;
  const json = content.find((m) => !isWildcard(m.contentType) && JSON_MEDIA.test(m.contentType.toLowerCase()));
  if (json) return json;
  if (wildcardTakesJson(first)) return { ...first, contentType: 'application/json' };
  return /^(\*|application)\/\*$/.test(first.contentType) ? { ...first, contentType: 'application/octet-stream' } : first;
}

// The samples of every language and server, Send and the samples' note all ask for an operation's body: made once.
const made = new WeakMap<ApiOperation, { body: BodySample | undefined }>();

/**
 * The body the samples send and Send starts with: the sent media type's example (from the file, else the schema), with
 * the fields of multipart and form bodies. Made once per operation (of its one document); read, never changed.
 */
export function bodySample(op: ApiOperation, doc: ApiDocument): BodySample | undefined {
  let entry = made.get(op);
  if (!entry) made.set(op, (entry = { body: makeBody(op, doc) }));
  return entry.body;
}

function makeBody(op: ApiOperation, doc: ApiDocument): BodySample | undefined {
  const media = sentMedia(op.requestBody?.content ?? []);
  if (!media) return undefined;
  const kind = bodyKind(media);
  const { value, cut } = media.hasExample
    ? { value: media.example, cut: false }
    : generatedExample(media.schema, doc.schemas, 'request');
  const formFields = kind === 'multipart' || kind === 'form' ? fields(media, value, doc, kind, cut) : [];
  return { media, kind, value, fields: formFields, cut };
}

/** A file name for a file part or a binary body, from the field's name (`avatar` → `avatar.bin`). */
export const sampleFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_') || 'file'}.bin`;
