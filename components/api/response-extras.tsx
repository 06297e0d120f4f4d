import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/components/site-link';
import type { ShownHeader, ShownLink } from '@/lib/site/types';
import { MethodBadge } from './method-badge';
import { Markdown, type Rendered } from './markdown';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A titled list of named entries, laid out like a schema's properties. */
function ExtraList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="api-response-extra">
      <div className="api-response-extra__title">{title}</div>
      <ul className="schema__props api-response-extra__list">{children}</ul>
    </div>
  );
}

/** One entry: its name and what follows it on the head line, its Markdown description, then `facts`. */
function ExtraItem(props: {
  name: string;
  head: ReactNode;
  description?: string;
  facts: ReactNode[];
  rendered: Rendered;
}) {
  return (
    <li className="schema__prop">
      <div className="schema__head">
        <code className="schema__name">{props.name}</code>
        {props.head}
      </div>
      <Markdown text={props.description} rendered={props.rendered} className="schema__description" />
      {props.facts.length ? <div className="schema__facts">{props.facts}</div> : null}
    </li>
  );
}

export function ResponseHeaders({ headers, rendered }: { headers: readonly ShownHeader[]; rendered: Rendered }) {
  return (
    <ExtraList title="Headers">
      {headers.map((h) => (
        <ExtraItem
          key={h.name}
          name={h.name}
          head={
            <>
              <span className="schema__type">{h.typeLabel}</span>
              {h.required ? <span className="schema__required">always sent</span> : null}
            </>
          }
          description={h.description}
          rendered={rendered}
          facts={[
            ...(h.deprecated ? [<span key="dep">deprecated</span>] : []),
            ...(h.example !== undefined
              ? [
                  <span key="example">
                    example <code>{show(h.example)}</code>
                  </span>,
                ]
              : []),
          ]}
        />
      ))}
    </ExtraList>
  );
}

/** The operation a link leads to: its method and path, a link to its page when the view gives one. */
function LinkTarget({ link }: { link: ShownLink }) {
  if (!link.target) return <span className="schema__type">{link.operationId ?? link.operationRef}</span>;
  const label = (
    <>
      <MethodBadge method={link.target.method} />
      <code>{link.target.path}</code>
    </>
  );
  return link.href ? (
    <Link href={link.href} className="api-response-link">
      {label}
    </Link>
  ) : (
    <span className="api-response-link">{label}</span>
  );
}

/** The operations a value of this response can be passed to, and how (parameter ← runtime expression). */
export function ResponseLinks({ links, rendered }: { links: readonly ShownLink[]; rendered: Rendered }) {
  return (
    <ExtraList title="Links">
      {links.map((l) => (
        <ExtraItem
          key={l.name}
          name={l.name}
          head={<LinkTarget link={l} />}
          description={l.description}
          rendered={rendered}
          facts={[
            ...l.parameters.map((p) => (
              <span key={p.name}>
                <code>{p.name}</code> ← <code>{show(p.value)}</code>
              </span>
            )),
            ...(l.requestBody
              ? [
                  <span key="body">
                    body ← <code>{show(l.requestBody.value)}</code>
                  </span>,
                ]
              : []),
          ]}
        />
      ))}
    </ExtraList>
  );
}
