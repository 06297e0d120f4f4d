import { exampleFromSchema } from '@/lib/openapi/example';
import type { ApiDocument, ApiMediaType } from '@/lib/openapi/types';
import { Code } from './markdown';
import { SchemaView } from './schema-view';

const isJson = (type: string) => /json/.test(type);

/** One content type of a body or response: its schema and an example (from the file, or made from the schema). */
export function Media({
  media,
  doc,
  id,
  withExample,
}: {
  media: ApiMediaType;
  doc: ApiDocument;
  id: string;
  withExample: boolean;
}) {
  const example = media.hasExample
    ? media.example
    : media.schema
      ? exampleFromSchema(media.schema, doc.schemas)
      : undefined;
  const exampleText =
    example === undefined
      ? undefined
      : typeof example === 'string' && !isJson(media.contentType)
        ? example
        : JSON.stringify(example, null, 2);
  return (
    <div className="api-media">
      <div className="api-media__type">
        Content type <code>{media.contentType}</code>
      </div>
      {media.schema ? <SchemaView schema={media.schema} schemas={doc.schemas} id={id} /> : null}
      {withExample && exampleText !== undefined ? (
        <Code
          code={exampleText}
          lang={isJson(media.contentType) ? 'json' : /html/.test(media.contentType) ? 'html' : 'text'}
          title={media.hasExample ? 'Example' : 'Example (generated from the schema)'}
        />
      ) : null}
    </div>
  );
}
