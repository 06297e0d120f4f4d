import type { pageKeyAction } from './page-keys';

/**
 * A search the reader asked for before the page hydrated: a press on the search button, Ctrl/Cmd+K, "/" (and a letter
 * typed on the button, or anywhere with `openOnTyping: 'page'`), with the letters typed after it. The search button is a
 * client component, so until hydration nothing else would hear that press. An inline head script keeps it in this
 * attribute of <html> (the query typed so far, '' for none), and the search button opens the modal with it once hydrated.
 */
export const EARLY_SEARCH_ATTRIBUTE = 'data-early-search';

/**
 * Installed by the inline head script, from its source text, so it is self-contained: `keyAction` is `pageKeyAction`,
 * passed in the same way, and the attribute name is written out. Like the other head scripts it listens on the window
 * while events go down, before React stops an event aimed at a part of the page it has not hydrated yet.
 */
export function installEarlySearch(win: Window, keyAction: typeof pageKeyAction, openOnTypingPage: boolean): void {
  const root = win.document.documentElement;
  const name = 'data-early-search';
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  const onButton = (target: EventTarget | null) => target instanceof Element && !!target.closest('.DocSearch-Button');
  win.addEventListener(
    'click',
    (event) => {
      if (hydrated() || !onButton(event.target)) return;
      if (!root.hasAttribute(name)) root.setAttribute(name, '');
    },
    true,
  );
  win.addEventListener(
    'keydown',
    (event) => {
      if (hydrated()) return;
      const pending = root.hasAttribute(name);
      const action = keyAction(event, { open: false, pending, onButton: onButton(event.target), openOnTypingPage });
      if (action === null || action === 'close') return;
      // The browser's own use of the key (Ctrl/Cmd+K, quick find on "/") would take the reader elsewhere.
      event.preventDefault();
      if (action === 'extend') root.setAttribute(name, (root.getAttribute(name) ?? '') + event.key);
      else if (action !== 'toggle') root.setAttribute(name, action.open);
      else if (!pending) root.setAttribute(name, '');
    },
    true,
  );
}

/** The query of a search asked for before hydration, or null; either way the request is taken off the page. */
export function takeEarlySearch(doc: Document): string | null {
  const root = doc.documentElement;
  const query = root.getAttribute(EARLY_SEARCH_ATTRIBUTE);
  root.removeAttribute(EARLY_SEARCH_ATTRIBUTE);
  return query;
}
