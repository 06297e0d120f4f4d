import { Fragment } from 'react';
import { MAX_TABS } from '@/components/mdx/tab-set';
import { exampleFromSchema } from '@/lib/build/openapi/example';
import { groupBySchema } from '@/lib/build/openapi/media-groups';
import type { Direction } from '@/lib/build/openapi/schema-view';
import { mediaAnchor } from '@/lib/build/openapi/sections';
import { isXmlType, xmlExample } from '@/lib/build/openapi/xml-example';
import type { ApiDocument, ApiMediaType, ApiRequestBody } from '@/lib/shared/openapi-types';
import { ExamplePicker } from './example-picker';
import { Code, Markdown } from './markdown';
import { SchemaView } from './schema-view';

const isJson = (type: string) => /json/.test(type);

/**
 * An example value as text for its content type, with its Shiki language: an XML type's value written as XML from
 * its schema (unless the file gives the XML text itself).
 */
function asText(example: unknown, media: ApiMediaType, doc: ApiDocument): { text: string; lang: string } {
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

/** The example of a content type (from the file, or made from the schema) as text with its Shiki language. */
export function exampleOf(
  media: ApiMediaType,
  doc: ApiDocument,
  direction: Direction = 'response',
): { text: string; lang: string; fromFile: boolean } | undefined {
  const example = media.hasExample
    ? media.example
    : media.schema
      ? exampleFromSchema(media.schema, doc.schemas, direction)
      : undefined;
  if (example === undefined) return undefined;
  return { ...asText(example, media, doc), fromFile: media.hasExample };
}

/** One example as the page shows it: its label, description, and its value as text or a link to it. */
export interface ShownExample {
  key: string;
  label: string;
  description?: string;
  code?: { text: string; lang: string };
  externalValue?: string;
}

/**
 * Every named example of a content type, else its one example (from the file or the schema). `typed`: the labels
 * (and keys) name the content type, for a list that holds the examples of several types.
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
  return [{ key: key('example'), label, code: { text: one.text, lang: one.lang } }];
}

function OneExample({ example, title }: { example: ShownExample; title: string }) {
  return (
    <>
      <Markdown text={example.description} className="api-example__description" />
      {example.code ? <Code code={example.code.text} lang={example.code.lang} title={title} /> : null}
      {example.externalValue ? (
        <p className="api-example__external">
          {example.code ? 'Also at ' : 'The example is at '}
          <a href={example.externalValue}>{example.externalValue}</a>
        </p>
      ) : null}
    </>
  );
}

/**
 * Examples of a content type (examplesOf): one shown as it is (titled `title`, else by its own label), several
 * behind an "Example" picker, each titled by its summary or key.
 */
export function Examples({ examples, title }: { examples: readonly ShownExample[]; title?: string }) {
  if (!examples.length) return null;
  if (examples.length === 1) return <OneExample example={examples[0]} title={title ?? examples[0].label} />;
  return (
    <ExamplePicker
      choices={examples.map((e) => ({ value: e.key, label: e.label }))}
      panels={examples.map((e) => (
        <OneExample key={e.key} example={e} title={e.label} />
      ))}
    />
  );
}

/** The names of several content types: `a`, `b` and `c`. */
function TypeList({ group }: { group: readonly ApiMediaType[] }) {
  return group.map((m, i) => (
    <Fragment key={m.contentType}>
      {i === 0 ? null : i === group.length - 1 ? ' and ' : ', '}
      <code>{m.contentType}</code>
    </Fragment>
  ));
}

/**
 * Content types of a body or response that share one schema (lib/build/openapi/media-groups.ts): the schema once,
 * and every type's examples (from the file, or made from the schema), each labelled with its type when there
 * are several.
 */
export function Media({
  group,
  doc,
  id,
  withExample,
  exampleClassName,
  direction,
}: {
  group: readonly ApiMediaType[];
  doc: ApiDocument;
  id: string;
  withExample: boolean;
  /** Class of the element around the example (e.g. to hide it where the side panel shows it). */
  exampleClassName?: string;
  /**
   * A request body leaves out read-only properties, a response write-only ones, in its schema and example;
   * without one the schema shows both and a generated example is a response's.
   */
  direction?: Direction;
}) {
  const several = group.length > 1;
  const lists = withExample ? group.map((m) => examplesOf(m, doc, direction ?? 'response', several)) : [];
  // One picker over every type's examples, unless that is more than a picker offers: then one per type.
  const shown = lists.flat().length <= MAX_TABS ? [lists.flat()] : lists;
  const { schema } = group[0];
  return (
    <div className="api-media">
      {several ? (
        <div className="api-media__type">
          Content types <TypeList group={group} />
        </div>
      ) : (
        <div className="api-media__type">
          Content type <code>{group[0].contentType}</code>
        </div>
      )}
      {schema ? <SchemaView schema={schema} schemas={doc.schemas} id={id} direction={direction} /> : null}
      {lists.flat().length ? (
        <div className={exampleClassName}>
          {shown.length === 1 ? (
            <Examples examples={shown[0]} />
          ) : (
            shown.map((examples, i) => <Examples key={i} examples={examples} />)
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The content types of a body or response, with their schemas and examples, anchored under `anchor`: types that
 * share a schema are shown together.
 */
export function MediaList({
  content,
  doc,
  anchor,
  direction,
  exampleClassName,
}: {
  content: readonly ApiMediaType[];
  doc: ApiDocument;
  anchor: string;
  direction: Direction;
  exampleClassName?: string;
}) {
  return groupBySchema(content).map((group, i) => (
    <Media
      key={group[0].contentType}
      group={group}
      doc={doc}
      id={mediaAnchor(anchor, i, group[0].contentType)}
      withExample
      exampleClassName={exampleClassName}
      direction={direction}
    />
  ));
}

/** A request body's description and content types. */
export function RequestBodyContent({ body, doc, anchor }: { body: ApiRequestBody; doc: ApiDocument; anchor: string }) {
  return (
    <>
      <Markdown text={body.description} />
      <MediaList content={body.content} doc={doc} anchor={anchor} direction="request" />
    </>
  );
}
