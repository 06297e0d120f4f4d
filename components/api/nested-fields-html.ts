import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { nestedFieldsHref } from '@/lib/shared/paths/outputs';
import { foldFieldsAnchor } from '@/lib/shared/schema-anchors';
import type { HeldFold, NestedFieldsView } from '@/lib/site/types';
import { foldContentElement } from './schema-html';

// An operation's nested-fields pages ("parts") are plain HTML files, not pages of the app: the operation's page
// fetches one when a large fold opens and takes the fold's fields from it, and a reader without scripts follows the
// fold's link to it. Neither needs the site's layout or a React payload, which made up most of a part's bytes.

/** What every nested-fields file's head and frame name: the site, its language and the parts' stylesheet. */
export interface PartsFrame {
  /** A page title as the site writes it in `<title>` (formatTitle, lib/site/route-data/metadata.ts). */
  titleOf: (title: string) => string;
  lang: string;
  /** The site's default colour mode, as its pages start in (no script here to read a reader's choice). */
  theme: string;
  /** The stylesheet's address (app/nested-fields.css/route.ts), with the base path. */
  stylesheet: string;
}

function documentHtml(frame: PartsFrame, title: string, body: ElementContent[]): string {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: frame.lang, dataTheme: frame.theme }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('title', frame.titleOf(title)),
          h('meta', { name: 'robots', content: 'noindex, follow' }),
          h('link', { rel: 'stylesheet', href: frame.stylesheet }),
        ]),
        h('body', [
          h('main.doc-main', [h('div.doc-row', [h('div.doc-col', [h('article.markdown.api-nested-fields', body)])])]),
        ]),
      ]),
    ],
  };
  return toHtml(tree);
}

/** The file at /nested-fields/index.html: the operations whose large folds have parts, each with its parts' addresses. */
export function nestedFieldsIndexHtml(frame: PartsFrame, pages: readonly { route: string; parts: string[] }[]): string {
  const list = h(
    'ul',
    pages.map(({ route, parts }) =>
      h('li', [
        h('a', { href: parts[0] }, route),
        ...(parts.length > 1
          ? [' (parts ', ...parts.flatMap((href, i) => [...(i ? [', '] : []), h('a', { href }, String(i + 1))]), ')']
          : []),
      ]),
    ),
  );
  return documentHtml(frame, 'Nested fields', [
    h('h1', 'Nested fields'),
    ...(pages.length
      ? [h('p', 'Operations whose large nested schemas are shown on pages of their own:'), list]
      : [h('p', 'No operation of this site has nested schemas large enough for a page of their own.')]),
  ]);
}

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

/** Links to the other parts of the operation's nested-fields pages. */
function partLinks(first: string, part: { number: number; of: number }): Element {
  return h('nav', { ariaLabel: 'Parts' }, [
    'Parts: ',
    ...Array.from({ length: part.of }, (_, i) => [
      ...(i ? [', '] : []),
      i + 1 === part.number
        ? h('span', { ariaCurrent: 'page' }, String(i + 1))
        : h('a', { href: nestedFieldsHref(first, i + 1) }, String(i + 1)),
    ]).flat(),
  ]);
}

/**
 * One part of an operation's nested-fields pages: the large folds it holds, each under the heading its "Show these
 * fields" links lead to, with their own large folds as links to the parts holding those.
 */
export function nestedFieldsPartHtml(
  frame: PartsFrame,
  {
    view,
    operationHref,
    first,
    part,
    folds,
  }: {
    view: NestedFieldsView;
    operationHref: string;
    /** The address of the first part, without its file's `.html` (lib/shared/paths/outputs.ts `nestedFieldsHref`). */
    first: string;
    part: { number: number; of: number };
    folds: readonly HeldFold[];
  },
): string {
  const labels = mediaLabels(view);
  // The places above a fold are on the operation's page, where its script opens the folds on the way.
  const outside = (ancestors: HeldFold['ancestors']) =>
    Object.fromEntries(Object.entries(ancestors).map(([name, at]) => [name, `${operationHref}${at}`]));
  const title = `Nested fields${part.of > 1 ? ` (part ${part.number} of ${part.of})` : ''}: ${view.title}`;
  const intro =
    part.of > 1
      ? `Part ${part.number} of ${part.of}: nested levels of this operation's schemas too large to show on its page. `
      : "Nested levels of this operation's schemas too large to show on its page. ";
  const large = { load: first, operation: operationHref };
  return documentHtml(frame, title, [
    h('p', [h('a', { href: operationHref }, `Back to ${view.title}`)]),
    h('h1', `Nested fields: ${view.title}`),
    h('p', `${intro}Levels that are large again are links to the page that holds them.`),
    ...(part.of > 1 ? [partLinks(first, part)] : []),
    ...folds.map((fold) =>
      h('section', [
        h('h2', { id: foldFieldsAnchor(fold.id) }, [
          `${labels.get(fold.section) ?? fold.section} `,
          h('code', fold.media.types.join(', ')),
          `: ${fold.path.join(' › ')}`,
        ]),
        foldContentElement(fold.node, fold.id, outside(fold.ancestors), { large, rendered: view.rendered }),
      ]),
    ),
  ]);
}
