import type { ReactNode } from 'react';
import { nestedFieldsPart } from '@/lib/shared/paths/outputs';
import { foldFieldsAnchor } from '@/lib/shared/schema-anchors';
import type { HeldFold, NestedFieldsView } from '@/lib/site/types';
import { FoldContent } from './schema-view';

/** What each schema on an operation's page belongs to, by the anchor its media views carry. */
function mediaLabels(view: NestedFieldsView): Map<string, string> {
  const labels = new Map<string, string>();
  for (const s of view.sections) {
    if (s.kind === 'request-body') labels.set(s.id, 'Request body');
    if (s.kind === 'responses') for (const r of s.responses) labels.set(r.id, `Response ${r.text}`);
    if (s.kind !== 'callbacks') continue;
    for (const c of s.callbacks) {
      labels.set(c.bodyId, `${c.text}: request body`);
      for (const r of c.responses) labels.set(r.id, `${c.text}: response ${r.text}`);
    }
  }
  return labels;
}

/** The page at /nested-fields: the operations whose large folds have pages here (their `parts`' addresses), by route. */
export function NestedFieldsIndex({ pages }: { pages: readonly { route: string; parts: string[] }[] }) {
  return (
    <Frame>
      <h1>Nested fields</h1>
      {pages.length ? (
        <>
          <p>Operations whose large nested schemas are shown on pages of their own:</p>
          <ul>
            {pages.map(({ route, parts }) => (
              <li key={route}>
                <a href={parts[0]}>{route}</a>
                {parts.length > 1 ? (
                  <>
                    {' (parts '}
                    {parts.map((href, i) => (
                      <span key={href}>
                        {i ? ', ' : ''}
                        <a href={href}>{i + 1}</a>
                      </span>
                    ))}
                    )
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No operation of this site has nested schemas large enough for a page of their own.</p>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="doc-main">
      <div className="doc-row">
        <div className="doc-col">
          <article className="markdown api-nested-fields">{children}</article>
        </div>
      </div>
    </main>
  );
}

/** Where a fold sits: its schema's place on the operation's page, then the names down to it. */
function FoldHeading({ fold, label }: { fold: HeldFold; label: string }) {
  return (
    <h2 id={foldFieldsAnchor(fold.id)}>
      {label} <code>{fold.media.types.join(', ')}</code>: {fold.path.join(' › ')}
    </h2>
  );
}

/**
 * One part of an operation's nested-fields pages (app/nested-fields/): the large folds it holds, each under the
 * heading its "Show these fields" links lead to, with their own large folds as links to the parts holding those.
 */
export function NestedFields({
  view,
  operationHref,
  first,
  part,
  folds,
}: {
  view: NestedFieldsView;
  operationHref: string;
  /** The address of the first part. */
  first: string;
  part: { number: number; of: number };
  folds: readonly HeldFold[];
}) {
  const labels = mediaLabels(view);
  // The places above a fold are on the operation's page, where its script opens the folds on the way.
  const outside = (ancestors: HeldFold['ancestors']) =>
    Object.fromEntries(Object.entries(ancestors).map(([name, at]) => [name, `${operationHref}${at}`]));
  return (
    <Frame>
      <p>
        <a href={operationHref}>Back to {view.title}</a>
      </p>
      <h1>Nested fields: {view.title}</h1>
      <p>
        {part.of > 1
          ? `Part ${part.number} of ${part.of}: nested levels of this operation's schemas too large to show on its page. `
          : "Nested levels of this operation's schemas too large to show on its page. "}
        Levels that are large again are links to the page that holds them.
      </p>
      {part.of > 1 ? <PartLinks first={first} part={part} /> : null}
      {folds.map((fold) => (
        <section key={fold.id}>
          <FoldHeading fold={fold} label={labels.get(fold.section) ?? fold.section} />
          <FoldContent
            node={fold.node}
            id={fold.id}
            ancestors={outside(fold.ancestors)}
            large={{ load: first, operation: operationHref }}
            rendered={view.rendered}
          />
        </section>
      ))}
    </Frame>
  );
}

/** Links to the other parts of the operation's nested-fields pages. */
function PartLinks({ first, part }: { first: string; part: { number: number; of: number } }) {
  return (
    <nav aria-label="Parts">
      Parts:{' '}
      {Array.from({ length: part.of }, (_, i) => (
        <span key={i}>
          {i ? ', ' : ''}
          {i + 1 === part.number ? (
            <span aria-current="page">{i + 1}</span>
          ) : (
            <a href={nestedFieldsPart(first, i + 1)}>{i + 1}</a>
          )}
        </span>
      ))}
    </nav>
  );
}
