/**
 * Presses on client components made before the page hydrated, which nothing would hear until then: the search button
 * (with Ctrl/Cmd+K, "/", a letter typed on the button or, with `openOnTyping: 'page'`, anywhere, and the letters typed
 * after it) and the mobile menu button. An inline head script keeps each in an attribute of <html> (for search, the
 * query typed so far; lib/browser/head-scripts/early-presses.ts), and the control acts on it once hydrated.
 */
export const EARLY_PRESSES = {
  search: { selector: '.DocSearch-Button', attribute: 'data-early-search' },
  menu: { selector: '.navbar__toggle', attribute: 'data-early-menu' },
} as const;

export type EarlyPresses = typeof EARLY_PRESSES;

/** What was kept of a press before hydration (the query, for search), or null; either way it is taken off the page. */
export function takeEarlyPress(doc: Document, control: keyof EarlyPresses): string | null {
  const { attribute } = EARLY_PRESSES[control];
  const value = doc.documentElement.getAttribute(attribute);
  doc.documentElement.removeAttribute(attribute);
  return value;
}
