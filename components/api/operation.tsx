import type { ApiOperationView } from '@/lib/site/types';
import { Callbacks } from './callbacks';
import { InlineMarkdown } from './inline-markdown';
import { AnchorHeading } from './anchor-heading';
import { CodeSamples } from './code-samples';
import { ExternalDocs } from './external-docs';
import { Markdown } from './markdown';
import { RequestBodyContent } from './media';
import { MethodBadge } from './method-badge';
import { Parameters } from './parameters';
import { ResponseExamples, Responses } from './responses';
import { TryIt } from './try-it';
import { LazyFolds } from '@/components/split-code';

/**
 * One operation of the API reference. The request panel comes right after the request body in source order, so in
 * the one-column layout the samples follow the request they send (components/api/operation.css).
 */
export function Operation({ view }: { view: ApiOperationView }) {
  const { op, title, route, byKind, tryIt, parameterRows, media, rendered } = view;
  const { authentication, parameters, responses, callbacks } = byKind;
  const body = byKind['request-body'];
  const samples = byKind['code-samples'];
  // Every kind keeps its own child slot (null when the operation has no such section), in the model's
  // order: the element tree, and so the RSC payload in the page, has one shape for every operation.
  return (
    <div className="markdown api-operation">
      <header>
        <h1>{op.summary ? <InlineMarkdown text={op.summary} rendered={rendered} /> : title}</h1>
        <p className="api-endpoint">
          {op.webhook ? <span className="api-endpoint__webhook">Webhook</span> : null}
          <MethodBadge method={op.method} />
          <code className="api-endpoint__path">{op.path}</code>
          {op.deprecated ? <span className="api-endpoint__deprecated">Deprecated</span> : null}
        </p>
      </header>
      <div className="api-operation__grid">
        <div className="api-operation__ref">
          <Markdown text={op.description} rendered={rendered} />
          <ExternalDocs docs={op.externalDocs} />

          {authentication ? (
            <section>
              <AnchorHeading level={authentication.level} id={authentication.id}>
                {authentication.text}
              </AnchorHeading>
              <Markdown text={view.security} rendered={rendered} className="api-security" />
            </section>
          ) : null}

          {parameters ? (
            <section>
              <AnchorHeading level={parameters.level} id={parameters.id}>
                {parameters.text}
              </AnchorHeading>
              <Parameters rows={parameterRows} rendered={rendered} />
            </section>
          ) : null}

          {body ? (
            <section>
              <AnchorHeading level={body.level} id={body.id}>
                {body.text}
              </AnchorHeading>
              <p className="api-required">
                {body.body.required ? 'Required.' : 'Optional: the request may have no body.'}
              </p>
              <RequestBodyContent body={body.body} media={media[body.id] ?? []} rendered={rendered} />
            </section>
          ) : null}
        </div>

        {view.nestedFields ? <LazyFolds /> : null}
        <aside className="api-operation__panel" aria-label="Request and code samples">
          {tryIt ? <TryIt model={tryIt} route={route} /> : null}
          {samples && view.samples ? (
            <section className="api-samples">
              <AnchorHeading level={samples.level} id={samples.id}>
                {samples.text}
              </AnchorHeading>
              <CodeSamples samples={view.samples} />
            </section>
          ) : null}
          <ResponseExamples statuses={view.responseExamples} rendered={rendered} />
        </aside>

        <div className="api-operation__ref api-operation__ref--responses">
          {responses ? (
            <section>
              <AnchorHeading level={responses.level} id={responses.id}>
                {responses.text}
              </AnchorHeading>
              <Responses
                responses={responses.responses}
                media={media}
                extras={view.responseExtras}
                panel={view.responseExamples}
                rendered={rendered}
              />
            </section>
          ) : null}
          {callbacks ? (
            <section>
              <AnchorHeading level={callbacks.level} id={callbacks.id}>
                {callbacks.text}
              </AnchorHeading>
              <p>Requests the API sends to a URL the caller gives, after this operation.</p>
              <Callbacks
                callbacks={callbacks.callbacks}
                media={media}
                extras={view.responseExtras}
                rendered={rendered}
              />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
