/**
 * The reader's first interaction with the page: the moment code that only reacts to the reader (copy buttons,
 * the colour switch, menus) is worth downloading. Until then a page needs only the code that renders it and
 * keeps it in step (hydration, routing, prefetching).
 *
 * Any of these events, anywhere on the page, counts: the pointer moving onto something, a press, a touch, a key,
 * focus moving (Tab), scrolling. Each of them comes before the click or key press that acts on a control, so the
 * control's code is usually in place by then; a click that still comes first is held and replayed
 * (`./click-replay.ts`).
 *
 * `popstate` counts too: the browser's back and forward buttons give the page no other event, and the router
 * renders the restored page in a transition, which waits for every leaf it updates; a leaf waiting for the
 * reader would hold the page back. So do `input` and `change`: a value can change without any of the events above
 * (a choice made through assistive technology or by a script acting for the reader).
 */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
  'popstate',
  'input',
  'change',
] as const;

/**
 * Resolves with the first of INTERACTION_EVENTS on `target` (capture phase, so no handler can hide it); code
 * loaded because of it can still act on it (a first Tab, say).
 */
export function firstInteraction(target: EventTarget): Promise<Event> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = (event: Event) => {
      for (const type of INTERACTION_EVENTS) target.removeEventListener(type, done, options);
      resolve(event);
    };
    for (const type of INTERACTION_EVENTS) target.addEventListener(type, done, options);
  });
}

let pageInteraction: Promise<Event> | undefined;

/** This page's first interaction (the browser window's); one listener set for every caller. */
export function afterFirstInteraction(): Promise<Event> {
  pageInteraction ??= firstInteraction(window);
  return pageInteraction;
}
