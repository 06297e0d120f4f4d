'use client';
import { useRef, useState } from 'react';

type State = 'idle' | 'copied' | 'failed';
const LABELS: Record<State, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

async function pageText(href: string): Promise<string> {
  const res = await fetch(href);
  if (!res.ok) throw new Error(`${href}: ${res.status}`);
  return res.text();
}

/**
 * Copies the page's Markdown twin to the clipboard. The Markdown is fetched on click, never inlined in
 * the HTML. Where ClipboardItem exists the fetch is handed to the clipboard as a promise, so browsers
 * that require the write to start inside the click (Safari) accept it.
 */
export function CopyPage({ href }: { href: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  const show = (next: State) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };
  const copy = async () => {
    try {
      const text = pageText(href);
      if (typeof ClipboardItem === 'function') {
        const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      show('copied');
    } catch {
      show('failed');
    }
  };
  return (
    <button
      type="button"
      className={`page-actions__item page-actions__button page-actions__button--${state}`}
      onClick={copy}
    >
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}
