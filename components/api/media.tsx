import { exampleFromSchema } from '@/lib/openapi/example';
import type { ApiDocument, ApiMediaType } from '@/lib/openapi/types';
import { Code } from './markdown';
import { SchemaView } from './schema-view';

const isJson = (type: string) => /json/.test(type);

/** The example of a content type (from the file, or made from the schema) as text with its Shiki language. */
export function exampleOf(
  media: ApiMediaType,
  doc: ApiDocument,
): { text: string; lang: string; fromFile: boolean } | undefined {
  const example = media.hasExample
    ? media.example
    : media.schema
      ? exampleFromSchema(media.schema, doc.schemas)
      : undefined;
  if (example === undefined) return undefined;
  const text = typeof example === 'string' && !isJson(media.contentType) ? example : JSON.stringify(example, null, 2);
  const lang = isJson(media.contentType) ? 'json' : /html/.test(media.contentType) ? 'html' : 'text';
  return { text, lang, fromFile: media.hasExample };
}

/** One content type of a body or response: its schema and an example (from the file, or made from the schema). */
export function Media({
  media,
  doc,
  id,
  withExample,
  exampleClassName,
}: {
  media: ApiMediaType;
  doc: ApiDocument;
  id: string;
  withExample: boolean;
  /** Class of the element around the example (e.g. to hide it where the side panel shows it). */
  exampleClassName?: string;
}) {
  const example = withExample ? exampleOf(media, doc) : undefined;
  return (
    <div className="api-media">
      <div className="api-media__type">
        Content type <code>{media.contentType}</code>
      </div>
      {media.schema ? <SchemaView schema={media.schema} schemas={doc.schemas} id={id} /> : null}
      {example ? (
        <div className={exampleClassName}>
          <Code
            code={example.text}
            lang={example.lang}
            title={example.fromFile ? 'Example' : 'Example (generated from the schema)'}
          />
        </div>
      ) : null}
    </div>
  );
}
