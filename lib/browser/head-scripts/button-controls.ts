// No 'client-only' marker: server components (the root layout) import this module to write its script into the page.
import { CONTROLS, type Controls } from '../../shared/controls';

/**
 * One click listener, installed by an inline <head> script (app/layout.tsx), serves every copy, fold-all and
 * page-feedback control from the first paint, without waiting for hydration. It changes attributes only, never a
 * button's text, so a press before hydration leaves nothing for React to find different. It must be self-contained, as
 * the inline script is its source text: `controls` is the table of lib/shared/controls.ts, passed in as JSON.
 *
 * It listens on the window while the event goes down: React stops a click or change on a part of the page it has not
 * hydrated yet at the document, so a listener below the window, or one waiting for the event to come back up, would
 * miss the reader's press.
 */
export function installButtonControls(win: Window, controls: Controls): void {
  const { copy: copying, foldAll: folding, feedback } = controls;
  const kinds: Record<string, { labels: Record<string, string> }> = copying.kinds;
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const show = (button: HTMLElement, kind: string, state: 'copied' | 'failed') => {
    const labels = kinds[kind].labels;
    clearTimeout(timers.get(button));
    button.setAttribute(copying.state, state);
    button.setAttribute('aria-label', labels[state]);
    timers.set(
      button,
      setTimeout(
        () => {
          button.removeAttribute(copying.state);
          button.setAttribute('aria-label', labels['']);
        },
        kind === 'page' ? 2000 : 1500,
      ),
    );
  };
  // Server URLs not picked in an API sample are hidden by CSS and left out; only those spans are asked for their style,
  // to keep copying a long block cheap.
  const shownText = (node: Node): string =>
    Array.from(node.childNodes)
      .map((child) => {
        if (!(child instanceof Element)) return child.nodeType === Node.TEXT_NODE ? child.textContent || '' : '';
        if (child.hasAttribute('data-server-url') && getComputedStyle(child).display === 'none') return '';
        return shownText(child);
      })
      .join('');
  const codeText = (code: Element): string => {
    const lines = code.querySelectorAll(':scope > .line');
    // A block without line marks has no line spans (lib/site/mdx/code-transformer.ts): its text is the lines.
    if (lines.length === 0) return shownText(code).replace(/\n$/, '');
    const kept: string[] = [];
    // Lines a diff marks as removed are left out, so the copy is the code after the change.
    lines.forEach((line) => {
      if (!line.matches('.diff.remove')) kept.push(shownText(line));
    });
    return kept.join('\n');
  };
  const pageText = (href: string): Promise<string> =>
    fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.text();
    });
  const copy = (kind: string, button: HTMLElement): Promise<void> => {
    const clipboard = navigator.clipboard;
    if (kind === 'code') {
      const code = button.closest('.code-block')?.querySelector('pre code');
      return code ? clipboard.writeText(codeText(code)) : Promise.reject(new Error('no code'));
    }
    const text = pageText(button.getAttribute('data-href') || '');
    // A pending blob starts the write inside the click, which Safari requires.
    if (typeof ClipboardItem === 'function') {
      const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
      return clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    }
    return text.then((t) => clipboard.writeText(t));
  };
  const foldAll = (button: HTMLElement) => {
    const expand = !button.hasAttribute(folding.expanded);
    button.toggleAttribute(folding.expanded, expand);
    button.setAttribute('aria-label', expand ? folding.labels.collapse : folding.labels.expand);
    button
      .closest('.schema')
      ?.querySelectorAll('details.schema__nested')
      .forEach((fold) => {
        (fold as HTMLDetailsElement).open = expand;
      });
  };
  // Each answer to "Was this page helpful?" becomes an event for a site owner's analytics.
  win.addEventListener(
    'change',
    (event) => {
      const radio = event.target;
      const section = radio instanceof HTMLInputElement ? radio.closest(`[${feedback.attribute}]`) : null;
      if (!section || !(radio instanceof HTMLInputElement)) return;
      const detail = {
        helpful: radio.value === feedback.helpful,
        url: location.href,
        title: section.getAttribute(feedback.title),
        version: section.getAttribute(feedback.version),
      };
      window.dispatchEvent(new CustomEvent(feedback.event, { detail }));
    },
    true,
  );
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const folds = target instanceof Element ? target.closest<HTMLElement>(`button[${folding.attribute}]`) : null;
      if (folds) return foldAll(folds);
      const button = target instanceof Element ? target.closest<HTMLElement>(`button[${copying.attribute}]`) : null;
      const kind = button?.getAttribute(copying.attribute);
      if (!button || !kind || !Object.hasOwn(kinds, kind)) return;
      let done: Promise<void>;
      try {
        done = copy(kind, button);
      } catch (error) {
        done = Promise.reject(error);
      }
      done.then(
        () => show(button, kind, 'copied'),
        () => show(button, kind, 'failed'),
      );
    },
    true,
  );
}

/** Inline script for <head>: installs `installButtonControls` before the page's body is parsed. */
export const BUTTON_CONTROLS_SCRIPT = `(${installButtonControls.toString()})(window,${JSON.stringify(CONTROLS)})`;
