'use client';
import type { MouseEvent } from 'react';

export const SKIP_REGION_ID = '__skip-to-content-region';
export const MAIN_WRAPPER_ID = 'main-content';

/** Focuses an element that is not focusable by itself (tabindex -1 until it loses focus). */
export function focusProgrammatically(el: HTMLElement, options?: FocusOptions): void {
  el.setAttribute('tabindex', '-1');
  el.focus(options);
  el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
}

function skip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(MAIN_WRAPPER_ID);
  if (target) focusProgrammatically(target);
}

/** First focusable element on every page: jumps past the navbar to the page content. */
export function SkipLink() {
  return (
    <div role="region" aria-label="Skip to main content" className="skip-region" id={SKIP_REGION_ID}>
      <a className="skip-link" href={`#${MAIN_WRAPPER_ID}`} onClick={skip}>
        Skip to main content
      </a>
    </div>
  );
}
