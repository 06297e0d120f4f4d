import { operationSections, sectionOf } from '@/lib/openapi/sections';
import type { ApiDocument, ApiOperation } from '@/lib/openapi/types';
import { AnchorHeading } from './anchor-heading';
import { CodeSamples } from './code-samples';
import { Markdown } from './markdown';
import { Media } from './media';
import { MethodBadge } from './method-badge';
import { Parameters } from './parameters';

/** One operation of the API reference: endpoint, description, then the sections of lib/openapi/sections.ts. */
export function Operation({ op, doc, title }: { op: ApiOperation; doc: ApiDocument; title: string }) {
  const sections = operationSections(op);
  const parameters = sectionOf(sections, 'parameters');
  const body = sectionOf(sections, 'request-body');
  const responses = sectionOf(sections, 'responses');
  const samples = sectionOf(sections, 'code-samples');
  // Every kind keeps its own child slot (null when the operation has no such section), in the model's
  // order: the element tree, and so the RSC payload in the page, has one shape for every operation.
  return (
    <div className="markdown api-operation">
      <header>
        <h1>{title}</h1>
        <p className="api-endpoint">
          <MethodBadge method={op.method} />
          <code className="api-endpoint__path">{op.path}</code>
          {op.deprecated ? <span className="api-endpoint__deprecated">Deprecated</span> : null}
        </p>
      </header>
      <Markdown text={op.description} />

      {parameters ? (
        <section>
          <AnchorHeading level={parameters.level} id={parameters.id}>
            {parameters.text}
          </AnchorHeading>
          <Parameters parameters={parameters.parameters} doc={doc} />
        </section>
      ) : null}

      {body ? (
        <section>
          <AnchorHeading level={body.level} id={body.id}>
            {body.text}
          </AnchorHeading>
          <p className="api-required">{body.body.required ? 'Required.' : 'Optional: the request may have no body.'}</p>
          <Markdown text={body.body.description} />
          {body.body.content.map((m) => (
            <Media key={m.contentType} media={m} doc={doc} id={body.id} withExample />
          ))}
        </section>
      ) : null}

      {responses ? (
        <section>
          <AnchorHeading level={responses.level} id={responses.id}>
            {responses.text}
          </AnchorHeading>
          {responses.responses.map(({ response: r, level, id, text }) => (
            <div key={r.status} className={`api-response api-response--${r.status[0]}xx`}>
              <AnchorHeading level={level} id={id}>
                {text}
              </AnchorHeading>
              <Markdown text={r.description} />
              {r.content.length ? (
                r.content.map((m) => <Media key={m.contentType} media={m} doc={doc} id={id} withExample />)
              ) : (
                <p className="api-no-body">No response body.</p>
              )}
            </div>
          ))}
        </section>
      ) : null}

      {samples ? (
        <section>
          <AnchorHeading level={samples.level} id={samples.id}>
            {samples.text}
          </AnchorHeading>
          <CodeSamples op={op} doc={doc} />
        </section>
      ) : null}
    </div>
  );
}
