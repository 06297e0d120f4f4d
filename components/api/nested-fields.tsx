import type { ReactNode } from 'react';
import type { ApiOperationView } from '@/lib/site/types';
import { SchemaView } from './schema-view';

/** What each schema on an operation's page belongs to, by the anchor its media views carry. */
function mediaLabels(view: ApiOperationView): Map<string, string> {
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

/** The page at /nested-fields: the operations whose large folds have a page here (`href`), by route. */
export function NestedFieldsIndex({ pages }: { pages: readonly { route: string; href: string }[] }) {
  return (
    <Frame>
      <h1>Nested fields</h1>
      {pages.length ? (
        <>
          <p>Operations whose large nested schemas are shown on a page of their own:</p>
          <ul>
            {pages.map(({ route, href }) => (
              <li key={route}>
                <a href={href}>{route}</a>
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

/**
 * An operation's schemas that have large folds, those folds open, under the same anchors as on the operation's page
 * (app/nested-fields/).
 */
export function NestedFields({ view, operationHref }: { view: ApiOperationView; operationHref: string }) {
  const labels = mediaLabels(view);
  const shown = Object.entries(view.media).flatMap(([section, list]) =>
    list.filter((m) => m.lazyFolds && m.schema).map((m) => ({ section, media: m })),
  );
  return (
    <Frame>
      <p>
        <a href={operationHref}>Back to {view.title}</a>
      </p>
      <h1>Nested fields: {view.title}</h1>
      <p>The schemas of this operation whose nested levels are large, with those levels open.</p>
      {shown.map(({ section, media }) => (
        <section key={media.id}>
          <h2>
            {labels.get(section) ?? section} <code>{media.types.join(', ')}</code>
          </h2>
          <SchemaView
            node={media.schema!}
            id={media.id}
            large={{ operation: operationHref }}
            rendered={view.rendered}
          />
        </section>
      ))}
    </Frame>
  );
}
