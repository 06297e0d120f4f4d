import type { ReactNode } from 'react';
import type { ShownSchema as SchemaNode } from '@/lib/site/types';
import type { Ancestors } from '@/lib/shared/schema-levels';
import type { LargeFolds } from './schema-view';

// The notes under a schema level's head line (./schema-view.tsx): its facts, where it comes from, and why nested levels
// are not shown here (a recursion, a component written above, the depth bound).

export const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');

export function Facts({ node }: { node: SchemaNode }) {
  const facts: ReactNode[] = [];
  if (node.enum) {
    facts.push(
      <span key="enum">
        one of{' '}
        {node.enum.map((v, i) => (
          <span key={i}>
            {i ? ', ' : ''}
            <code>{show(v)}</code>
          </span>
        ))}
      </span>,
    );
  }
  if (node.default)
    facts.push(
      <span key="default">
        default <code>{show(node.default.value)}</code>
      </span>,
    );
  for (const c of node.constraints)
    facts.push(
      <span key={c}>
        <code>{c}</code>
      </span>,
    );
  if (node.readOnly) facts.push(<span key="ro">read-only</span>);
  if (node.writeOnly) facts.push(<span key="wo">write-only</span>);
  if (node.deprecated) facts.push(<span key="dep">deprecated</span>);
  if (!facts.length) return null;
  return <div className="schema__facts">{facts}</div>;
}

/** Where the schema's properties come from (a merged allOf) and which property tells its subtypes apart. */
export function Origin({ node }: { node: SchemaNode }) {
  const d = node.discriminator;
  return (
    <>
      {node.allOfLabel !== undefined ? (
        <div className="schema__extra schema__all-of">{`Combines ${node.allOfLabel} (allOf).`}</div>
      ) : null}
      {d ? (
        <div className="schema__extra schema__discriminator">
          Discriminator <code>{d.propertyName}</code>
          {d.mapping.length ? ': ' : null}
          {d.mapping.map((m, i) => (
            <span key={m.value}>
              {i ? ', ' : ''}
              <code>{show(m.value)}</code> → {m.target}
            </span>
          ))}
        </div>
      ) : null}
      {node.externalDocs ? (
        <div className="schema__extra">
          <a href={node.externalDocs.url}>{node.externalDocs.description ?? 'More about this schema'}</a>
        </div>
      ) : null}
    </>
  );
}

/**
 * A component written in full earlier on the page links to that place (on the nested-fields page, on its operation's
 * page); levels left out at the depth bound say so.
 */
export function Shortened({ node, large }: { node: SchemaNode; large?: LargeFolds }) {
  if (node.sameAs && node.refName && node.sameAsAt !== undefined) {
    const page = large?.operation ?? '';
    return (
      <div className="schema__extra schema__same-as">
        {'Same as '}
        <a href={`${page}#${encodeURIComponent(node.sameAsAt)}`}>
          <code>{node.refName}</code>
          {` at its first use on ${page ? "the operation's page" : 'this page'}`}
        </a>
        , where it is written in full.
      </div>
    );
  }
  if (node.sameAs && node.refName)
    return (
      <div className="schema__extra schema__same-as">
        Same as <code>{node.refName}</code> above: written in full at its first use on this page.
      </div>
    );
  return node.cutNote ? <div className="schema__extra schema__cut">{node.cutNote}</div> : null;
}

export function RecursiveLink({ node, ancestors }: { node: SchemaNode; ancestors: Ancestors }) {
  const target = node.refName ? ancestors[node.refName] : undefined;
  if (!node.recursive || !target) return null;
  return (
    <div className="schema__recursive">
      Recursive: the same <a href={target}>{node.refName}</a> as above.
    </div>
  );
}
