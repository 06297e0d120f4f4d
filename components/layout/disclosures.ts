import 'client-only';
import { collapsibleDuration, COLLAPSIBLE_EASING } from '@/lib/browser/theme/collapsible';
import { hashTarget } from '@/components/runtime/hash-target';

/**
 * The site's disclosures are `<details data-collapsible>` that work with no script; this adds what only a script
 * can: the height animation (behaviours.md §4.3) and opening the folds around the element a URL's hash names.
 */
const COLLAPSIBLE = 'details[data-collapsible]';

/** The panel that opens and closes: the element after the summary. */
function panelOf(details: HTMLDetailsElement): HTMLElement | null {
  const panel = details.querySelector(':scope > summary + *');
  return panel instanceof HTMLElement ? panel : null;
}

const running = new WeakMap<HTMLDetailsElement, () => void>();
const ANIMATED = ['will-change', 'transition', 'height', 'overflow'];

/** Opens or closes `details` with the height animation; a closing panel stays open until its animation ends. */
export function animateDetails(details: HTMLDetailsElement, open: boolean): void {
  running.get(details)?.();
  const panel = panelOf(details);
  if (!panel) {
    details.open = open;
    return;
  }
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    panel.removeEventListener('transitionend', onEnd);
    running.delete(details);
  };
  const finish = () => {
    stop();
    for (const property of ANIMATED) panel.style.removeProperty(property);
    if (!open) details.open = false;
  };
  function onEnd(event: TransitionEvent) {
    if (event.target === panel && event.propertyName === 'height') finish();
  }
  const animateTo = (height: number) => {
    const duration = collapsibleDuration(panel.scrollHeight, reduced);
    panel.style.transition = `height ${duration}ms ${COLLAPSIBLE_EASING}`;
    panel.style.height = `${height}px`;
    // A panel that is not rendered (an ancestor hidden meanwhile) never ends its transition.
    timer = setTimeout(finish, duration + 100);
  };
  panel.style.willChange = 'height';
  // `clip`, not `hidden`: a hidden-overflow panel is a scroll container, so focusing or scrolling to a link in it
  // scrolls the panel, and as it grows the link slides away between the reader's press and release.
  panel.style.overflow = CSS.supports('overflow', 'clip') ? 'clip' : 'hidden';
  panel.addEventListener('transitionend', onEnd);
  running.set(details, stop);
  if (open) {
    if (!details.open) {
      panel.style.height = '0px';
      details.open = true;
    }
    frame = requestAnimationFrame(() => animateTo(panel.scrollHeight));
  } else {
    panel.style.height = `${panel.getBoundingClientRect().height}px`;
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => animateTo(0));
    });
  }
}

/** Opens every closed `<details>` around `target`, so that it can be scrolled to. */
export function openDetailsAround(target: Element): void {
  for (let details = target.parentElement?.closest('details'); details;) {
    if (!details.open) details.open = true;
    details = details.parentElement?.closest('details');
  }
}

/** The element the URL's hash names, made visible and scrolled to (a browser does not open folds for it everywhere). */
function revealHashTarget(): void {
  const target = hashTarget();
  if (!target || !target.parentElement?.closest('details:not([open])')) return;
  openDetailsAround(target);
  target.scrollIntoView();
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
  const summary = event.target.closest('summary');
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement) || !details.matches(COLLAPSIBLE)) return;
  if (details.querySelector(':scope > summary') !== summary) return;
  event.preventDefault();
  animateDetails(details, !details.open);
}

/** Installs the animation and the hash handling for the page session; returns their removal. */
export function installDisclosures(): () => void {
  document.addEventListener('click', onClick);
  window.addEventListener('hashchange', revealHashTarget);
  revealHashTarget();
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', revealHashTarget);
  };
}
