import { exampleFromSchema } from '@/lib/build/openapi/example';
import type { Direction } from '@/lib/build/openapi/schema-view';
import { mediaAnchor } from '@/lib/build/openapi/sections';
import type { ApiDocument, ApiMediaType, ApiRequestBody } from '@/lib/shared/openapi-types';
import { ExamplePicker } from './example-picker';
import { Code, Markdown } from './markdown';
import { SchemaView } from './schema-view';

const isJson = (type: string) => /json/.test(type);

/** An example value as text for its content type, with its Shiki language. */
function asText(example: unknown, contentType: string): { text: string; lang: string } {
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
  return { ...asText(example, media.contentType), fromFile: media.hasExample };
}

/** One example as the page shows it: its label, description, and its value as text or a link to it. */
export interface ShownExample {
  key: string;
  label: string;
  description?: string;
  code?: { text: string; lang: string };
  externalValue?: string;
}

/** Every named example of a content type, else its one example (from the file or the schema). */
export function examplesOf(media: ApiMediaType, doc: ApiDocument, direction: Direction): ShownExample[] {
  if (media.examples?.length) {
    return media.examples.map((e) => ({
      key: e.key,
      label: e.summary ?? e.key,
      description: e.description,
      code: e.value ? asText(e.value.value, media.contentType) : undefined,
      externalValue: e.externalValue,
    }));
  }
  const one = exampleOf(media, doc, direction);
  if (!one) return [];
  const label = one.fromFile ? 'Example' : 'Example (generated from the schema)';
  return [{ key: 'example', label, code: { text: one.text, lang: one.lang } }];
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

/** One content type of a body or response: its schema and its examples (from the file, or made from the schema). */
export function Media({
  media,
  doc,
  id,
  withExample,
  exampleClassName,
  direction,
}: {
  media: ApiMediaType;
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
  const examples = withExample ? examplesOf(media, doc, direction ?? 'response') : [];
  return (
    <div className="api-media">
      <div className="api-media__type">
        Content type <code>{media.contentType}</code>
      </div>
      {media.schema ? <SchemaView schema={media.schema} schemas={doc.schemas} id={id} direction={direction} /> : null}
      {examples.length ? (
        <div className={exampleClassName}>
          <Examples examples={examples} />
        </div>
      ) : null}
    </div>
  );
}

/** The content types of a body or response, each with its schema and examples, anchored under `anchor`. */
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
  return content.map((m, i) => (
    <Media
      key={m.contentType}
      media={m}
      doc={doc}
      id={mediaAnchor(anchor, i, m.contentType)}
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
