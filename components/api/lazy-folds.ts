import 'client-only';
import { openDetailsAround } from '@/components/layout/disclosures';
import { fragmentId, hashTarget } from '@/components/runtime/hash-target';
import { CONTROLS } from '@/lib/shared/controls';

/**
 * Fills a large schema fold (components/api/schema-view.tsx, `LazyFoldBody`) from the nested-fields page ("part") its
 * `data-fold-src` names when it opens. The fields brought in may hold large folds of their own, loaded the same way
 * when they open: the document-level `toggle` listener sees folds added later too. A fold opened before this was
 * installed (a press before hydration, "Expand all") is filled at install. Only an operation page with such folds
 * loads it (./lazy-folds-installer.tsx).
 */
const BODY = '[data-fold-src]';

/** A fold whose fields load from a part (its body is still the link, or holds what was loaded). */
const isLazy = (details: HTMLDetailsElement) => details.querySelector(`:scope > ${BODY}`) !== null;

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

const filling = new WeakMap<HTMLElement, Promise<void>>();

/** Loads a fold's fields once; resolves when they are in the page (or the load failed). */
function fill(body: HTMLElement): Promise<void> {
  if (body.dataset.foldState === 'loaded') return Promise.resolve();
  let done = filling.get(body);
  if (!done) {
    done = load(body).finally(() => filling.delete(body));
    filling.set(body, done);
  }
  return done;
}

async function load(body: HTMLElement): Promise<void> {
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
    // A part shows the large folds inside open (their link is what a reader without scripts follows); here every fold
    // inside is as the schema's "Expand all" left the folds: closed, unless it was pressed. Large ones stay closed even
    // then, so that a press loads one level of parts, not every level below it (the next press opens them).
    const { attribute, expanded: expandedAttribute } = CONTROLS.foldAll;
    const expanded = body.closest('.schema')?.querySelector(`:scope > [${attribute}]`)?.hasAttribute(expandedAttribute);
    for (const inner of body.querySelectorAll('details')) inner.open = expanded === true && !isLazy(inner);
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

/** The deepest fold not loaded yet whose fields hold the element `hash` names. */
function foldHolding(hash: string): HTMLElement | undefined {
  const bodies = [...document.querySelectorAll<HTMLElement>(BODY)].filter(
    (b) => b.dataset.foldState !== 'loaded' && hash.startsWith(`${b.dataset.fold}-`),
  );
  return bodies.sort((a, b) => b.dataset.fold!.length - a.dataset.fold!.length)[0];
}

/**
 * A URL naming a field inside folds not loaded yet, at any depth: each fold on the way is opened and filled in turn
 * (the field's anchor starts with every fold's above it), then the field shown.
 */
async function revealInFold(): Promise<void> {
  const hash = fragmentId(window.location.hash);
  if (!hash || hashTarget()) return;
  // Each round loads one level; a schema nests far fewer levels than this.
  for (let level = 0; level < 64 && !hashTarget(); level++) {
    const body = foldHolding(hash);
    const details = body?.parentElement;
    if (!body || !(details instanceof HTMLDetailsElement)) return;
    openDetailsAround(body);
    details.open = true;
    await fill(body);
    if (body.dataset.foldState !== 'loaded') return;
  }
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
