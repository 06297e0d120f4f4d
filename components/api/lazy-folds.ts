import 'client-only';
import { openDetailsAround } from '@/components/layout/disclosures';
import { hashTarget } from '@/components/runtime/hash-target';
import { CONTROLS } from '@/lib/shared/controls';

/**
 * Fills a large schema fold (components/api/schema-view.tsx, `LazyFoldBody`) from its operation's nested-fields page
 * when it opens. A fold opened before this was installed (a press before hydration, "Expand all") is filled at install.
 * Only an operation page with such folds loads it (./lazy-folds-installer.tsx).
 */
const BODY = '[data-fold-src]';

const pages = new Map<string, Promise<Document>>();

function fieldsPage(src: string): Promise<Document> {
  let page = pages.get(src);
  if (!page) {
    page = fetch(src).then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    // A failed load is tried again at the next opening.
    page.catch(() => pages.delete(src));
    pages.set(src, page);
  }
  return page;
}

function status(body: HTMLElement, html: string) {
  body.innerHTML = `<p class="schema__fold-status" role="status">${html}</p>`;
}

/** Loads a fold's fields once; resolves when they are in the page (or the load failed). */
async function fill(body: HTMLElement): Promise<void> {
  if (body.dataset.foldState) return;
  const src = body.dataset.foldSrc!;
  const id = body.dataset.fold!;
  body.dataset.foldState = 'loading';
  body.setAttribute('aria-busy', 'true');
  const link = body.querySelector('a')?.outerHTML ?? '';
  status(body, 'Loading the fields…');
  try {
    const fields = (await fieldsPage(src)).querySelector(`[data-fold-content="${CSS.escape(id)}"]`);
    if (!fields) throw new Error(`no fields for ${id}`);
    body.innerHTML = fields.innerHTML;
    // The nested-fields page shows large folds open; here the folds inside are as the schema's "Expand all" left
    // every fold: closed, unless it was pressed.
    const { attribute, expanded: expandedAttribute } = CONTROLS.foldAll;
    const expanded = body.closest('.schema')?.querySelector(`:scope > [${attribute}]`)?.hasAttribute(expandedAttribute);
    for (const inner of body.querySelectorAll('details')) inner.open = expanded === true;
    body.dataset.foldState = 'loaded';
  } catch {
    status(body, `The fields did not load. ${link}`);
    delete body.dataset.foldState;
  }
  body.removeAttribute('aria-busy');
}

function onToggle(event: Event) {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open) return;
  const body = details.querySelector<HTMLElement>(`:scope > ${BODY}`);
  if (body) void fill(body);
}

/** A URL naming a field inside an unloaded fold: the fold is opened and filled, then the field shown. */
async function revealInFold(): Promise<void> {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (!hash || hashTarget()) return;
  const bodies = [...document.querySelectorAll<HTMLElement>(BODY)];
  const body = bodies.find((b) => hash.startsWith(`${b.dataset.fold}-`));
  const details = body?.parentElement;
  if (!body || !(details instanceof HTMLDetailsElement)) return;
  openDetailsAround(body);
  details.open = true;
  await fill(body);
  const target = hashTarget();
  if (!target) return;
  openDetailsAround(target);
  target.scrollIntoView();
}

/** At install, on a hash change, and after a client navigation to a URL with a hash (./lazy-folds-installer.tsx). */
export const revealLazyFoldTarget = () => void revealInFold().catch(() => undefined);

/** Installs the loading for the page session; returns its removal. */
export function installLazyFolds(): () => void {
  document.addEventListener('toggle', onToggle, true);
  window.addEventListener('hashchange', revealLazyFoldTarget);
  for (const body of document.querySelectorAll<HTMLElement>(`details[open] > ${BODY}`)) void fill(body);
  revealLazyFoldTarget();
  return () => {
    document.removeEventListener('toggle', onToggle, true);
    window.removeEventListener('hashchange', revealLazyFoldTarget);
  };
}
