import type { pageKeyAction } from './search/page-keys';

/**
 * Presses on client components made before the page hydrated, which nothing would hear until then: the search button
 * (with Ctrl/Cmd+K, "/", a letter typed on the button or, with `openOnTyping: 'page'`, anywhere, and the letters typed
 * after it) and the mobile menu button. An inline head script keeps each in an attribute of <html> (for search, the
 * query typed so far), and the control acts on it once hydrated.
 */
export const EARLY_PRESSES = {
  search: { selector: '.DocSearch-Button', attribute: 'data-early-search' },
  menu: { selector: '.navbar__toggle', attribute: 'data-early-menu' },
} as const;

export type EarlyPresses = typeof EARLY_PRESSES;

/**
 * Installed by the inline head script, from its source text, so it is self-contained: `presses` is EARLY_PRESSES and
 * `keyAction` is `pageKeyAction`, both passed in the same way. Like the other head scripts it listens on the window while
 * events go down, before React stops an event aimed at a part of the page it has not hydrated yet.
 */
export function installEarlyPresses(
  win: Window,
  presses: EarlyPresses,
  keyAction: typeof pageKeyAction,
  openOnTypingPage: boolean,
): void {
  const root = win.document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  const on = (target: EventTarget | null, selector: string) => target instanceof Element && !!target.closest(selector);
  win.addEventListener(
    'click',
    (event) => {
      if (hydrated()) return;
      for (const { selector, attribute } of Object.values(presses)) {
        if (on(event.target, selector) && !root.hasAttribute(attribute)) root.setAttribute(attribute, '');
      }
    },
    true,
  );
  const search = presses.search.attribute;
  win.addEventListener(
    'keydown',
    (event) => {
      if (hydrated()) return;
      const pending = root.hasAttribute(search);
      const onButton = on(event.target, presses.search.selector);
      const action = keyAction(event, { open: false, pending, onButton, openOnTypingPage });
      if (action === null || action === 'close') return;
      // The browser's own use of the key (Ctrl/Cmd+K, quick find on "/") would take the reader elsewhere.
      event.preventDefault();
      if (action === 'extend') root.setAttribute(search, (root.getAttribute(search) ?? '') + event.key);
      else if (action !== 'toggle') root.setAttribute(search, action.open);
      else if (!pending) root.setAttribute(search, '');
    },
    true,
  );
}

/** What was kept of a press before hydration (the query, for search), or null; either way it is taken off the page. */
export function takeEarlyPress(doc: Document, control: keyof EarlyPresses): string | null {
  const { attribute } = EARLY_PRESSES[control];
  const value = doc.documentElement.getAttribute(attribute);
  doc.documentElement.removeAttribute(attribute);
  return value;
}
