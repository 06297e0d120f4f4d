'use client';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedNavItem } from '@/lib/site/types';
import { setMobileShown, updateUi, useUi } from '@/components/runtime/ui-store';
import { useWindowSize } from '@/components/runtime/window-size';
import { takeEarlyPress } from '@/lib/shared/early-presses';

/** The mobile sidebar's state is in the UI store, since the toggle, navbar, panel and page are rendered apart. */

export function MobileSidebarToggle() {
  const shown = useUi((state) => state.mobileShown);
  // A tap made before hydration, which the inline head script kept (lib/browser/head-scripts/early-presses.ts).
  useEffect(() => {
    if (takeEarlyPress(document, 'menu') !== null) setMobileShown(true);
  }, []);
  return (
    <button
      type="button"
      className="navbar__toggle clean-btn"
      aria-label="Toggle navigation bar"
      aria-expanded={shown}
      onClick={() => setMobileShown(!shown)}
    >
      <svg width={30} height={30} viewBox="0 0 30 30" aria-hidden="true">
        <path
          stroke="currentColor"
          strokeLinecap="round"
          strokeMiterlimit={10}
          strokeWidth={2}
          d="M4 7h22M4 15h22M4 23h22"
        />
      </svg>
    </button>
  );
}

export interface PanelProps {
  items: ResolvedNavItem[];
  /** Mobile form of the version and language switchers, by navbar item index. */
  switchers?: Readonly<Record<number, ReactNode>>;
  brand: ReactNode;
  /** The colour switch of the panel's header (rendered by the server), or null when the switch is disabled. */
  colorToggle: ReactNode;
}

/** The panel's code is downloaded only at mobile widths, where it is rendered (mobile-panel.tsx). */
const Panel = lazy(() => import('./mobile-panel').then((m) => ({ default: m.MobilePanel })));

/** Rendered only at mobile widths, after hydration: the server renders nothing here. */
export function MobileSidebarPanel(props: PanelProps) {
  const windowSize = useWindowSize();
  if (windowSize !== 'mobile') return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** Puts the page's secondary menu (its children) into the mobile sidebar, at mobile widths only. */
export function MobileSecondaryMenu({ children }: { children: ReactNode }) {
  const shown = useUi((state) => state.mobileShown);
  const secondaryTarget = useUi((state) => state.secondaryTarget);
  useEffect(() => {
    updateUi(({ secondaryMenus }) => ({ secondaryMenus: secondaryMenus + 1 }));
    return () => updateUi(({ secondaryMenus }) => ({ secondaryMenus: secondaryMenus - 1 }));
  }, []);
  // The panel gets its copy of the sidebar on the first opening and keeps it, so closing animates with its content.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return secondaryTarget && wanted ? createPortal(children, secondaryTarget) : null;
}
