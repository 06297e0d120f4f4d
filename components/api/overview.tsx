import { SiteLink as Link } from '@/components/site-link';
import type { ApiOverviewView } from '@/lib/site/types';
import { AnchorHeading } from './anchor-heading';
import { CodeSpans } from './code-spans';
import { ExternalDocs } from './external-docs';
import { Markdown } from './markdown';
import { InlineMarkdown } from './inline-markdown';
import { MethodBadge } from './method-badge';
import { SecuritySchemes } from './security';

export function Overview({ view }: { view: ApiOverviewView }) {
  const { doc, byKind, operationHrefs, rendered } = view;
  const { info } = doc;
  const { servers, operations } = byKind;
  return (
    <div className="markdown api-overview">
      <header>
        <h1>{info.title}</h1>
        <p className="api-overview__meta">
          <span className="api-overview__version">Version {info.version}</span>
          {info.license ? (
            <span>
              Licence: {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}
            </span>
          ) : null}
          {info.contact ? (
            <span>
              Contact:{' '}
              {info.contact.url ? (
                <a href={info.contact.url}>{info.contact.name ?? info.contact.url}</a>
              ) : info.contact.email ? (
                <a href={`mailto:${info.contact.email}`}>{info.contact.name ?? info.contact.email}</a>
              ) : (
                info.contact.name
              )}
            </span>
          ) : null}
          <a className="api-overview__download" href={view.downloadHref} download>
            Download the OpenAPI file
          </a>
        </p>
      </header>
      {view.notes.map((note) => (
        <p key={note} className="api-overview__note">
          <CodeSpans text={note} />
        </p>
      ))}
      {info.summary ? <p className="api-overview__summary">{info.summary}</p> : null}
      <Markdown text={info.description} rendered={rendered} />
      <ExternalDocs docs={doc.externalDocs} />

      {servers ? (
        <section>
          <AnchorHeading level={servers.level} id={servers.id}>
            {servers.text}
          </AnchorHeading>
          <ul>
            {servers.servers.map((s) => (
              <li key={s.url}>
                <code>{s.url}</code>
                {s.description ? (
                  <>
                    {' '}
                    — <Markdown text={s.description} rendered={rendered} className="api-inline" />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <SecuritySchemes text={view.security} rendered={rendered} />

      {operations ? (
        <section>
          <AnchorHeading level={operations.level} id={operations.id}>
            {operations.text}
          </AnchorHeading>
          {operations.groups.map((g) => (
            <div key={g.label} className="api-overview__group">
              <h3>{g.label}</h3>
              {g.description ? <Markdown text={g.description} rendered={rendered} /> : null}
              <ExternalDocs docs={g.externalDocs} />
              <ul className="api-overview__ops">
                {g.operations.map((op) => (
                  <li key={op.slug}>
                    <Link href={operationHrefs[op.slug]}>
                      <MethodBadge method={op.method} />
                      <code>{op.path}</code>
                      <span>
                        {op.summary ? <InlineMarkdown text={op.summary} rendered={rendered} links={false} /> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
