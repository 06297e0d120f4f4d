import 'client-only';
/** Duration of a collapsible's height animation (behaviours.md §4.3). */
export function collapsibleDuration(height: number, reducedMotion: boolean): number {
  // Not 0, so that `transitionend` still fires.
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

export const COLLAPSIBLE_EASING = 'ease-in-out';
