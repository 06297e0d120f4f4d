import { visibilityAfterNavigation, visibilityAfterScroll } from '@/lib/browser/theme/navbar-visibility';
import { fragmentId } from '@/components/runtime/hash-target';
import { onLocationChange } from '@/components/runtime/route-events';

/** Calls `setVisible` as the reader scrolls and navigates, until the returned function is called. */
export function watchNavbarVisibility(
  nav: HTMLElement,
  reading: 'show' | 'hide',
  setVisible: (visible: boolean) => void,
): () => void {
  const navbarHeight = nav.getBoundingClientRect().height;
  let last = window.scrollY;
  let ignoreNext = false;
  const onScroll = () => {
    const scrollY = window.scrollY;
    if (scrollY >= navbarHeight && ignoreNext) {
      ignoreNext = false;
      last = scrollY;
      return;
    }
    const next = visibilityAfterScroll({
      scrollY,
      lastScrollY: last,
      navbarHeight,
      innerHeight: window.innerHeight,
      scrollHeight: document.documentElement.scrollHeight,
    });
    last = scrollY;
    if (next !== undefined) setVisible(next);
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  const stop = onLocationChange(({ to, action }) => {
    if (action === 'REPLACE') return;
    const id = fragmentId(to.hash);
    const result = visibilityAfterNavigation(Boolean(id && document.getElementById(id)), reading);
    ignoreNext = result.ignoreNextScroll;
    setVisible(result.visible);
  });
  nav.dataset.hideOnScroll = 'watching';
  return () => {
    window.removeEventListener('scroll', onScroll);
    stop();
    delete nav.dataset.hideOnScroll;
  };
}
