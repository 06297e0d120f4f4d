import { Fragment } from 'react';
import type { MediaView, ShownExample } from '@/lib/site/types';
import type { ApiRequestBody } from '@/lib/shared/openapi-types';
import { ExamplePicker } from './example-picker';
import { Code, Markdown, type Rendered } from './markdown';
import { SchemaView } from './schema-view';

function OneExample({ example, title, rendered }: { example: ShownExample; title: string; rendered: Rendered }) {
  return (
    <>
      <Markdown text={example.description} rendered={rendered} className="api-example__description" />
      {example.code ? (
        <Code code={example.code.text} lang={example.code.lang} title={title} rendered={rendered} />
      ) : null}
      {example.note ? <p className="api-example__note">{example.note}</p> : null}
      {example.externalValue ? (
        <p className="api-example__external">
          {example.code ? 'Also at ' : 'The example is at '}
          <a href={example.externalValue}>{example.externalValue}</a>
        </p>
      ) : null}
    </>
  );
}

/** One example shown as it is, several behind an "Example" picker. */
export function Examples({
  examples,
  title,
  rendered,
}: {
  examples: readonly ShownExample[];
  title?: string;
  rendered: Rendered;
}) {
  if (!examples.length) return null;
  if (examples.length === 1)
    return <OneExample example={examples[0]} title={title ?? examples[0].label} rendered={rendered} />;
  return (
    <ExamplePicker
      choices={examples.map((e) => ({ value: e.key, label: e.label }))}
      panels={examples.map((e) => (
        <OneExample key={e.key} example={e} title={e.label} rendered={rendered} />
      ))}
    />
  );
}

/** The names of several content types: `a`, `b` and `c`. */
function TypeList({ types }: { types: readonly string[] }) {
  return types.map((type, i) => (
    <Fragment key={type}>
      {i === 0 ? null : i === types.length - 1 ? ' and ' : ', '}
      <code>{type}</code>
    </Fragment>
  ));
}

/** Content types sharing one schema (lib/site/openapi/media-view.ts): the schema once, then every type's examples. */
function Media({
  view,
  exampleClassName,
  rendered,
}: {
  view: MediaView;
  exampleClassName?: string;
  rendered: Rendered;
}) {
  const { types, schema, examples } = view;
  return (
    <div className="api-media">
      {types.length > 1 ? (
        <div className="api-media__type">
          Content types <TypeList types={types} />
        </div>
      ) : (
        <div className="api-media__type">
          Content type <code>{types[0]}</code>
        </div>
      )}
      {schema ? (
        <SchemaView
          node={schema}
          id={view.id}
          large={view.lazyFolds ? { load: view.lazyFolds } : undefined}
          rendered={rendered}
        />
      ) : null}
      {examples.length ? (
        <div className={exampleClassName}>
          {examples.map((list, i) => (
            <Examples key={i} examples={list} rendered={rendered} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function MediaList({
  media,
  exampleClassName,
  rendered,
}: {
  media: readonly MediaView[];
  exampleClassName?: string;
  rendered: Rendered;
}) {
  return media.map((view) => (
    <Media key={view.types[0]} view={view} exampleClassName={exampleClassName} rendered={rendered} />
  ));
}

export function RequestBodyContent({
  body,
  media,
  rendered,
}: {
  body: ApiRequestBody;
  media: readonly MediaView[];
  rendered: Rendered;
}) {
  return (
    <>
      <Markdown text={body.description} rendered={rendered} />
      <MediaList media={media} rendered={rendered} />
    </>
  );
}
