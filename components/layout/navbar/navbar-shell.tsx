'use client';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUi } from '@/components/runtime/ui-store';

interface Props {
  hideOnScroll: boolean;
  hashTargetNavbar: 'show' | 'hide';
  children: ReactNode;
}

/** The hide-on-scroll code (./hide-on-scroll.ts) is fetched only when the option is on; until then the navbar shows. */
function useHideOnScroll(enabled: boolean, reading: 'show' | 'hide', nav: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = nav.current;
    if (!enabled || !el) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./hide-on-scroll').then(
      (m) => {
        if (!stopped) stop = m.watchNavbarVisibility(el, reading, setVisible);
      },
      () => {},
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, reading, nav]);
  return visible;
}

/** The navbar landmark; its classes follow the hide-on-scroll state and the mobile sidebar. */
export function NavbarShell({ hideOnScroll, hashTargetNavbar, children }: Props) {
  const nav = useRef<HTMLElement>(null);
  const visible = useHideOnScroll(hideOnScroll, hashTargetNavbar, nav);
  const sidebarShown = useUi((state) => state.mobileShown);
  const classes = ['navbar', 'navbar--fixed-top'];
  if (hideOnScroll) classes.push('navbar--hideable', ...(visible ? [] : ['navbar--hidden']));
  if (sidebarShown) classes.push('navbar-sidebar--show');
  return (
    <nav ref={nav} aria-label="Main" className={classes.join(' ')}>
      {children}
    </nav>
  );
}
