// No 'client-only' marker: server components (the root layout) import this module to write its script into the page.
import { EARLY_PRESSES, type EarlyPresses } from '../../shared/early-presses';
import { pageKeyAction } from '../../shared/search/page-keys';

/**
 * Installed by the inline head script, from its source text, so it must be self-contained: `presses` is EARLY_PRESSES and
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
      for (const { selector, attribute, taken } of Object.values(presses)) {
        if (on(event.target, selector) && !root.hasAttribute(taken) && !root.hasAttribute(attribute)) {
          root.setAttribute(attribute, '');
        }
      }
    },
    true,
  );
  const search = presses.search.attribute;
  win.addEventListener(
    'keydown',
    (event) => {
      if (hydrated() || root.hasAttribute(presses.search.taken)) return;
      const pending = root.hasAttribute(search);
      const onButton = on(event.target, presses.search.selector);
      const action = keyAction(event, { open: false, pending, onButton, openOnTypingPage });
      if (action === null) return;
      if (action === 'close') return root.removeAttribute(search);
      // The browser's own use of the key (Ctrl/Cmd+K, quick find on "/") would take the reader elsewhere.
      event.preventDefault();
      if (action === 'extend') root.setAttribute(search, (root.getAttribute(search) ?? '') + event.key);
      else if (action !== 'toggle') root.setAttribute(search, action.open);
      else if (!pending) root.setAttribute(search, '');
    },
    true,
  );
}

/** Inline script for <head>: keeps presses made before hydration (lib/shared/early-presses.ts). */
export function earlyPressesScript(openOnTypingPage: boolean): string {
  const args = [JSON.stringify(EARLY_PRESSES), pageKeyAction.toString(), JSON.stringify(openOnTypingPage)];
  return `(${installEarlyPresses.toString()})(window,${args.join(',')})`;
}
