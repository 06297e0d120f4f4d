import { TabItem, Tabs } from '@/components/mdx/tabs';
import { codeSamples } from '@/lib/openapi/samples';
import type { ApiDocument, ApiOperation } from '@/lib/openapi/types';
import { responseAnchor, statusLabel } from '@/lib/source/api-pages';
import { AnchorHeading } from './anchor-heading';
import { Markdown, Code } from './markdown';
import { Media } from './media';
import { MethodBadge } from './method-badge';
import { Parameters } from './parameters';

/** One operation of the API reference: endpoint, description, parameters, body, responses and code samples. */
export function Operation({ op, doc, title }: { op: ApiOperation; doc: ApiDocument; title: string }) {
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

      {op.parameters.length ? (
        <section>
          <AnchorHeading level={2} id="parameters">Parameters</AnchorHeading>
          <Parameters parameters={op.parameters} doc={doc} />
        </section>
      ) : null}

      {op.requestBody ? (
        <section>
          <AnchorHeading level={2} id="request-body">Request body</AnchorHeading>
          <p className="api-required">{op.requestBody.required ? 'Required.' : 'Optional: the request may have no body.'}</p>
          <Markdown text={op.requestBody.description} />
          {op.requestBody.content.map((m) => (
            <Media key={m.contentType} media={m} doc={doc} id="request-body" withExample />
          ))}
        </section>
      ) : null}

      {op.responses.length ? (
        <section>
          <AnchorHeading level={2} id="responses">Responses</AnchorHeading>
          {op.responses.map((r) => (
            <div key={r.status} className={`api-response api-response--${r.status[0]}xx`}>
              <AnchorHeading level={3} id={responseAnchor(r.status)}>{statusLabel(r.status)}</AnchorHeading>
              <Markdown text={r.description} />
              {r.content.length ? (
                r.content.map((m) => <Media key={m.contentType} media={m} doc={doc} id={responseAnchor(r.status)} withExample />)
              ) : (
                <p className="api-no-body">No response body.</p>
              )}
            </div>
          ))}
        </section>
      ) : null}

      <section>
        <AnchorHeading level={2} id="code-samples">Code samples</AnchorHeading>
        <Tabs headingLevel={3}>
          {codeSamples(op, doc).map((s) => (
            <TabItem key={s.label} value={s.lang} label={s.label}>
              <Code code={s.code} lang={s.lang} />
            </TabItem>
          ))}
        </Tabs>
      </section>
    </div>
  );
}
