/**
 * Controls elsewhere on a page that open the navbar's search: an element marked `data-opens-search` (the not-found
 * page's "Search the docs") presses the navbar's search button, so there is one modal with one state, and the
 * modal's code still loads only when someone searches. One click listener on the window, installed with the
 * navbar search (./search-keys.ts); the controls themselves need no code. Without the navbar search, or before this
 * code runs, the control does what its HTML does (the not-found page's button submits its form to the search page).
 */
const BUTTON = '.navbar__search .DocSearch-Button';

let installed = false;

export function watchSearchOpeners(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('[data-opens-search]')) return;
    const button = document.querySelector<HTMLButtonElement>(BUTTON);
    if (!button) return;
    event.preventDefault();
    button.click();
  });
}
