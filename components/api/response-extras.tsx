import { SiteLink as Link } from '@/components/site-link';
import { schemaView, typeLabel } from '@/lib/openapi/schema-view';
import { operationRoute } from '@/lib/source/api-pages';
import type { ApiDocument, ApiHeader, ApiLink } from '@/lib/openapi/types';
import { MethodBadge } from './method-badge';
import { Markdown } from './markdown';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The headers a response sends: name, type, whether always sent, meaning and example. */
export function ResponseHeaders({ headers, doc }: { headers: readonly ApiHeader[]; doc: ApiDocument }) {
  return (
    <div className="api-response-extra">
      <div className="api-response-extra__title">Headers</div>
      <ul className="schema__props api-response-extra__list">
        {headers.map((h) => (
          <li key={h.name} className="schema__prop">
            <div className="schema__head">
              <code className="schema__name">{h.name}</code>
              <span className="schema__type">{h.schema ? typeLabel(schemaView(h.schema, doc.schemas)) : 'string'}</span>
              {h.required ? <span className="schema__required">always sent</span> : null}
              {h.deprecated ? <span className="schema__facts">deprecated</span> : null}
            </div>
            <Markdown text={h.description} className="schema__description" />
            {h.example !== undefined ? (
              <div className="schema__facts">
                <span>
                  example <code>{show(h.example)}</code>
                </span>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The links of a response: which operation a value of this response can be passed to, and how (parameter ←
 * runtime expression). A link to an operation of this reference leads to its page (`route` is this page's).
 */
export function ResponseLinks({ links, route }: { links: readonly ApiLink[]; route?: string }) {
  return (
    <div className="api-response-extra">
      <div className="api-response-extra__title">Links</div>
      <ul className="schema__props api-response-extra__list">
        {links.map((l) => (
          <li key={l.name} className="schema__prop">
            <div className="schema__head">
              <code className="schema__name">{l.name}</code>
              {l.target && route ? (
                <Link href={operationRoute(route, l.target.slug)} className="api-response-link">
                  <MethodBadge method={l.target.method} />
                  <code>{l.target.path}</code>
                </Link>
              ) : l.target ? (
                <span className="api-response-link">
                  <MethodBadge method={l.target.method} />
                  <code>{l.target.path}</code>
                </span>
              ) : (
                <span className="schema__type">{l.operationId ?? l.operationRef}</span>
              )}
            </div>
            <Markdown text={l.description} className="schema__description" />
            {l.parameters.length || l.requestBody ? (
              <div className="schema__facts">
                {l.parameters.map((p) => (
                  <span key={p.name}>
                    <code>{p.name}</code> ← <code>{show(p.value)}</code>
                  </span>
                ))}
                {l.requestBody ? (
                  <span>
                    body ← <code>{show(l.requestBody.value)}</code>
                  </span>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
