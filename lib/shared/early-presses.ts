/**
 * Presses on client components made before the page hydrated, which nothing would hear until then: the search button
 * (with Ctrl/Cmd+K, "/", a letter typed on the button or, with `openOnTyping: 'page'`, anywhere, and the letters typed
 * after it) and the mobile menu button. An inline head script keeps each in an attribute of <html> (for search, the
 * query typed so far; lib/browser/head-scripts/early-presses.ts), and the control acts on it once hydrated.
 *
 * `taken` marks the hand-over: the control has taken the press and hears every later one itself, so the head script
 * stops. It cannot wait for `data-has-hydrated`, which comes a commit later: a key typed in between would be counted
 * twice, and React may hydrate the control in the middle of a key's own dispatch.
 */
export const EARLY_PRESSES = {
  search: { selector: '.DocSearch-Button', attribute: 'data-early-search', taken: 'data-early-search-taken' },
  menu: { selector: '.navbar__toggle', attribute: 'data-early-menu', taken: 'data-early-menu-taken' },
} as const;

export type EarlyPresses = typeof EARLY_PRESSES;

/**
 * What was kept of a press before hydration (the query, for search), or null; either way it is taken off the page and
 * the head script leaves the control's presses to the control from now on. Call it where the control starts listening.
 */
export function takeEarlyPress(doc: Document, control: keyof EarlyPresses): string | null {
  const { attribute, taken } = EARLY_PRESSES[control];
  const root = doc.documentElement;
  const value = root.getAttribute(attribute);
  root.removeAttribute(attribute);
  root.setAttribute(taken, '');
  return value;
}
