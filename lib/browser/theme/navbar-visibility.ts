import 'client-only';
/** The hide-on-scroll navbar's decisions (behaviours.md §2.8.5), kept free of the DOM so they can be tested. */
export interface ScrollInput {
  scrollY: number;
  lastScrollY: number;
  navbarHeight: number;
  innerHeight: number;
  scrollHeight: number;
}

/** Next visibility after a scroll event, or undefined to keep the current one. */
export function visibilityAfterScroll({
  scrollY,
  lastScrollY,
  navbarHeight,
  innerHeight,
  scrollHeight,
}: ScrollInput): boolean | undefined {
  if (scrollY < navbarHeight) return true;
  if (lastScrollY && scrollY >= lastScrollY) return false;
  if (scrollY + innerHeight < scrollHeight - navbarHeight) return true;
  return undefined;
}

/**
 * After a client navigation the navbar is shown; on reaching an existing hash target, `hashTargetNavbar` decides and
 * the scroll to it is ignored.
 */
export function visibilityAfterNavigation(
  hashTargetExists: boolean,
  reading: 'show' | 'hide',
): { visible: boolean; ignoreNextScroll: boolean } {
  if (hashTargetExists) return { visible: reading === 'show', ignoreNextScroll: true };
  return { visible: true, ignoreNextScroll: false };
}
