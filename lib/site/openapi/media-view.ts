import { MAX_TABS } from '../../shared/tabs';
import { SHORTENED_EXAMPLE_NOTE } from './document-notes';
import { boundedText, generatedExample } from './example';
import { groupBySchema } from './media-groups';
import { pageSchemas, schemaView, type Direction, type PageSchemas } from './schema-view';
import { shownSchema, type ShownSchema } from './shown-schema';
import { mediaAnchor, type OperationSection, type ResponseSection } from './sections';
import { isXmlType, xmlExample } from './xml-example';
import type { ApiDocument, ApiMediaType } from '../../shared/openapi-types';
import { schemaRootAnchor } from '../../shared/schema-anchors';

// Worked out once for the route data (lib/site/route-data/view.ts), so the components only render.

const isJson = (type: string) => /json/.test(type);

/** Example text with its Shiki language. */
export interface ExampleCode {
  text: string;
  lang: string;
}

/**
 * An example as text for its content type; an XML type's value is written as XML from its schema unless the file gives
 * the XML itself.
 */
function asText(example: unknown, media: ApiMediaType, doc: ApiDocument): ExampleCode {
  const { contentType } = media;
  if (isXmlType(contentType)) {
    return {
      text: typeof example === 'string' ? example : xmlExample(example, media.schema, doc.schemas),
      lang: 'xml',
    };
  }
  const text = typeof example === 'string' && !isJson(contentType) ? example : JSON.stringify(example, null, 2);
  const lang = isJson(contentType) ? 'json' : /html/.test(contentType) ? 'html' : 'text';
  return { text, lang };
}

/**
 * The example of a content type (from the file, as written, or made from the schema within its bounds) as text with its
 * Shiki language; `cut` when a bound left something out of a generated one.
 */
function exampleOf(
  media: ApiMediaType,
  doc: ApiDocument,
  direction: Direction = 'response',
): (ExampleCode & { fromFile: boolean; cut: boolean }) | undefined {
  if (media.hasExample) {
    return media.example === undefined ? undefined : { ...asText(media.example, media, doc), fromFile: true, cut: false };
  }
  if (!media.schema) return undefined;
  const { value, cut } = generatedExample(media.schema, doc.schemas, direction);
  const code = asText(value, media, doc);
  const text = boundedText(code.text);
  return { ...code, text, fromFile: false, cut: cut || text !== code.text };
}

/** One example as the page shows it: its label, description, and its value as text or a link to it. */
export interface ShownExample {
  key: string;
  label: string;
  description?: string;
  code?: ExampleCode;
  externalValue?: string;
  /** Under the example: what its bounds left out, when they did (document-notes.ts). */
  note?: string;
}

/**
 * Every named example of a content type, else its one example. `typed` labels them with the type, for a list mixing
 * several types.
 */
export function examplesOf(media: ApiMediaType, doc: ApiDocument, direction: Direction, typed = false): ShownExample[] {
  const type = media.contentType;
  const key = (k: string) => (typed ? `${type} ${k}` : k);
  if (media.examples?.length) {
    return media.examples.map((e) => ({
      key: key(e.key),
      label: typed ? `${e.summary ?? e.key} (${type})` : (e.summary ?? e.key),
      description: e.description,
      code: e.value ? asText(e.value.value, media, doc) : undefined,
      externalValue: e.externalValue,
    }));
  }
  const one = exampleOf(media, doc, direction);
  if (!one) return [];
  const generated = one.fromFile ? '' : 'generated from the schema';
  const label = typed
    ? `Example (${[type, generated].filter(Boolean).join(', ')})`
    : `Example${generated ? ` (${generated})` : ''}`;
  const note = one.cut ? { note: SHORTENED_EXAMPLE_NOTE } : {};
  return [{ key: key('example'), label, code: { text: one.text, lang: one.lang }, ...note }];
}

/** Content types that share one schema, as the reference shows them. */
export interface MediaView {
  /** The types, in file order. */
  types: string[];
  /** The anchor of the group's schema. */
  id: string;
  /** The group's schema as shown: read-only properties left out of a request, write-only ones out of a response. */
  schema?: ShownSchema;
  /** Every type's examples, labelled with their type when there are several; one list per picker. */
  examples: ShownExample[][];
  /** The address of the first nested-fields page its large folds load from, when it has any (each fold names its part: lazy-folds.ts). */
  lazyFolds?: string;
}

/**
 * The views of a body's or response's content types under `anchor`; types sharing a schema are one view
 * (media-groups.ts).
 */
export function mediaViews(
  content: readonly ApiMediaType[],
  doc: ApiDocument,
  anchor: string,
  direction: Direction,
  page: PageSchemas = pageSchemas(),
): MediaView[] {
  return groupBySchema(content).map((group, i) => {
    const several = group.length > 1;
    const lists = group.map((m) => examplesOf(m, doc, direction, several)).filter((l) => l.length);
    const all = lists.flat();
    const id = mediaAnchor(anchor, i, group[0].contentType);
    const schema = group[0].schema && schemaView(group[0].schema, doc.schemas, direction, page, schemaRootAnchor(id));
    return {
      types: group.map((m) => m.contentType),
      id,
      ...(schema ? { schema: shownSchema(schema) } : {}),
      examples: all.length === 0 ? [] : all.length <= MAX_TABS ? [all] : lists,
    };
  });
}

/**
 * The content-type views of every body and response on an operation page, by the anchor of the section showing them.
 */
export function sectionMedia(sections: readonly OperationSection[], doc: ApiDocument): Record<string, MediaView[]> {
  const out: Record<string, MediaView[]> = {};
  // A component is written in full once on the page, where it first appears (schema-view.ts PageSchemas).
  const page = pageSchemas();
  const responses = (list: readonly ResponseSection[]) => {
    for (const r of list)
      if (r.response.content.length) out[r.id] = mediaViews(r.response.content, doc, r.id, 'response', page);
  };
  for (const s of sections) {
    if (s.kind === 'request-body') out[s.id] = mediaViews(s.body.content, doc, s.id, 'request', page);
    if (s.kind === 'responses') responses(s.responses);
    if (s.kind !== 'callbacks') continue;
    for (const c of s.callbacks) {
      const body = c.callback.requestBody;
      if (body) out[c.bodyId] = mediaViews(body.content, doc, c.bodyId, 'request', page);
      responses(c.responses);
    }
  }
  return out;
}

/**
 * A response example longer than this is shown once, in its response's tab (also on wide screens), and the side panel
 * links there: a page otherwise carries it twice.
 */
export const PANEL_EXAMPLE_CHARS = 4_000;

/** One status of the side panel's "Response examples": its first content type's examples. */
export interface StatusExamples {
  status: string;
  /** The response's heading ("200 OK"): the title of a lone example. */
  text: string;
  examples: ShownExample[];
  /** The anchor of the response whose tab alone shows its examples, when one is longer than PANEL_EXAMPLE_CHARS. */
  shownAt?: string;
}

/** The side panel's response examples: every status whose first content type has an example. */
export function responseExamples(responses: readonly ResponseSection[], doc: ApiDocument): StatusExamples[] {
  return responses.flatMap((r) => {
    const media = r.response.content[0];
    const examples = media ? examplesOf(media, doc, 'response') : [];
    if (!examples.length) return [];
    const long = examples.some((e) => (e.code?.text.length ?? 0) > PANEL_EXAMPLE_CHARS);
    return [{ status: r.response.status, text: r.text, ...(long ? { examples: [], shownAt: r.id } : { examples }) }];
  });
}
