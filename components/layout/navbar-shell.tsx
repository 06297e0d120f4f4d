'use client';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { visibilityAfterNavigation, visibilityAfterScroll } from '@/lib/theme/navbar-visibility';
import { onLocationChange } from './route-events';
import { useMobileSidebarShown } from './mobile-sidebar';

interface Props {
  hideOnScroll: boolean;
  hashTargetNavbar: 'show' | 'hide';
  children: ReactNode;
}

/** Hides the navbar on scroll down and shows it on scroll up / near the top (only with hideOnScroll). */
function useHideOnScroll(enabled: boolean, reading: 'show' | 'hide', nav: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled || !nav.current) return;
    const navbarHeight = nav.current.getBoundingClientRect().height;
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
      const id = to.hash ? decodeURIComponent(to.hash.slice(1)) : '';
      const result = visibilityAfterNavigation(Boolean(id && document.getElementById(id)), reading);
      ignoreNext = result.ignoreNextScroll;
      setVisible(result.visible);
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      stop();
    };
  }, [enabled, reading, nav]);
  return visible;
}

/** The navbar landmark; its classes follow the hide-on-scroll state and the mobile sidebar. */
export function NavbarShell({ hideOnScroll, hashTargetNavbar, children }: Props) {
  const nav = useRef<HTMLElement>(null);
  const visible = useHideOnScroll(hideOnScroll, hashTargetNavbar, nav);
  const sidebarShown = useMobileSidebarShown();
  const classes = ['navbar', 'navbar--fixed-top'];
  if (hideOnScroll) classes.push('navbar--hideable', ...(visible ? [] : ['navbar--hidden']));
  if (sidebarShown) classes.push('navbar-sidebar--show');
  return (
    <nav ref={nav} aria-label="Main" className={classes.join(' ')}>
      {children}
    </nav>
  );
}
