// No 'client-only' marker: server components (the root layout) import this module to write its script into the page.
/**
 * What tab sets remember, as in Docusaurus 3.7, installed by an inline <head> script so a stored or URL choice applies
 * before a set is painted, even after a client navigation. The sets switch panels without it (CSS); it is
 * self-contained because the inline script is its source text.
 */
export function installTabChoices(doc: Document): void {
  const SET = '[data-tabs]';
  const done = new WeakSet<Element>();
  // A live collection: the observer below looks at it after every change of the document, cheaply.
  const containers = doc.getElementsByClassName('tabs-container');
  const sets = () => Array.from(containers).filter((set) => set.hasAttribute('data-tabs'));
  const radios = (set: Element) => Array.from(set.querySelectorAll<HTMLInputElement>(':scope > .tabs > .tabs__radio'));
  const select = (set: Element) => set.querySelector<HTMLSelectElement>(':scope > * > .tabs__select');
  const valueOf = (set: Element): string | null => {
    const menu = select(set);
    if (menu) return menu.value;
    const checked = radios(set).find((radio) => radio.checked);
    return checked ? checked.value : null;
  };
  /** Selects `value` in the set; false when no tab of the set (so far) has it. */
  const choose = (set: Element, value: string): boolean => {
    const menu = select(set);
    if (menu) {
      const found = Array.from(menu.options).some((option) => option.value === value);
      if (found && menu.value !== value) menu.value = value;
      return found;
    }
    const radio = radios(set).find((r) => r.value === value);
    if (radio && !radio.checked) radio.checked = true;
    return !!radio;
  };
  const stored = (key: string | null): string | null => {
    if (!key) return null;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const wanted = (set: Element): string | null => {
    const query = set.getAttribute('data-query-key');
    const fromUrl = query ? new URLSearchParams(location.search).get(query) : null;
    return fromUrl !== null ? fromUrl : stored(set.getAttribute('data-storage-key'));
  };
  // A set the parser is still inside may not have the wanted tab yet: it is tried again until it is complete.
  const applyNew = () => {
    for (const set of containers) {
      if (done.has(set) || !set.hasAttribute('data-tabs')) continue;
      const value = wanted(set);
      if (value === null || choose(set, value) || set.nextSibling || doc.readyState !== 'loading') done.add(set);
    }
  };
  const applyQueries = () => {
    for (const set of sets()) {
      const value = set.hasAttribute('data-query-key') ? wanted(set) : null;
      if (value !== null) choose(set, value);
    }
  };
  const reveal = () => {
    let target: HTMLElement | null = null;
    try {
      target = doc.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      return;
    }
    let moved = false;
    for (let panel = target && target.closest('.tabs__panel'); panel;) {
      const set = panel.parentElement;
      const value = panel.getAttribute('data-value');
      if (set && value !== null && valueOf(set) !== value) moved = choose(set, value) || moved;
      panel = set && set.parentElement ? set.parentElement.closest('.tabs__panel') : null;
    }
    if (moved && target) target.scrollIntoView();
  };

  new MutationObserver(applyNew).observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    applyNew();
    reveal();
  });
  // On the window while the event goes down, where React cannot stop it first (./button-controls.ts says why).
  window.addEventListener(
    'change',
    (event) => {
      const control = event.target;
      if (!(control instanceof Element) || !control.matches('.tabs__radio, .tabs__select')) return;
      const set = control.closest(SET);
      const value = set && valueOf(set);
      if (!set || value === null) return;
      // Read first: writing the URL makes the other query-keyed sets follow at once (applyQueries).
      const row = control.parentElement || set;
      const top = row.getBoundingClientRect().top;
      const query = set.getAttribute('data-query-key');
      if (query) {
        const url = new URL(location.href);
        url.searchParams.set(query, value);
        history.replaceState(history.state, '', url.href);
      }
      const key = set.getAttribute('data-storage-key');
      if (key) {
        try {
          localStorage.setItem(key, value);
        } catch {
          // Storage disabled: the choice holds for this page only.
        }
        for (const other of sets()) {
          if (other !== set && other.getAttribute('data-storage-key') === key) choose(other, value);
        }
      }
      // The chosen set's own panel does not move its row; the sets above it that followed can.
      const shift = row.getBoundingClientRect().top - top;
      if (shift) window.scrollBy({ left: 0, top: shift, behavior: 'instant' });
    },
    true,
  );
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.newValue === null) return;
    for (const set of sets()) if (set.getAttribute('data-storage-key') === event.key) choose(set, event.newValue);
  });
  window.addEventListener('popstate', applyQueries);
  window.addEventListener('hashchange', reveal);
  // The Navigation API, where the browser has it, reports a change of the search alone (a soft navigation).
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('currententrychange', applyQueries);
  }
}

/** Inline script for <head>: installs `installTabChoices` before the page's body is parsed. */
export const TAB_CHOICES_SCRIPT = `(${installTabChoices.toString()})(document)`;
