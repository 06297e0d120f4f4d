'use client';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedNavItem } from '@/lib/config/navbar';
import { onLocationChange } from './route-events';
import { MOBILE_QUERY, useWindowSize } from '@/components/layout/window-size';
import type { ColorModeOptions } from '@/lib/theme/color-mode-options';

interface MobileSidebarState {
  shown: boolean;
  setShown: (shown: boolean) => void;
  /** Where the page's secondary menu (the docs sidebar) is rendered; null while the panel is absent. */
  secondaryTarget: HTMLElement | null;
  setSecondaryTarget: (el: HTMLElement | null) => void;
  hasSecondary: boolean;
  registerSecondary: () => () => void;
  /** The secondary menu is picked (the default, again after each close) rather than the main menu. */
  secondaryPicked: boolean;
  setSecondaryPicked: (picked: boolean) => void;
}

const Context = createContext<MobileSidebarState | null>(null);

export function useMobileSidebar(): MobileSidebarState {
  const value = useContext(Context);
  if (!value) throw new Error('useMobileSidebar is called outside the <MobileSidebarProvider>.');
  return value;
}

/** Open/closed state of the mobile sidebar (≤ 996 px) shared by the toggle, the panel and the page. */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShownState] = useState(false);
  const [secondaryPicked, setSecondaryPicked] = useState(true);
  const setShown = useCallback((value: boolean) => {
    setShownState(value);
    // Re-opening on a docs page shows the docs sidebar first.
    if (!value) setSecondaryPicked(true);
  }, []);
  const [secondaryTarget, setSecondaryTarget] = useState<HTMLElement | null>(null);
  const [secondaryCount, setSecondaryCount] = useState(0);
  const registerSecondary = useCallback(() => {
    setSecondaryCount((n) => n + 1);
    return () => setSecondaryCount((n) => n - 1);
  }, []);
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!mobile.matches) setShown(false);
    };
    mobile.addEventListener('change', onChange);
    return () => mobile.removeEventListener('change', onChange);
  }, [setShown]);
  useEffect(() => onLocationChange((change) => change.action !== 'REPLACE' && setShown(false)), [setShown]);
  useEffect(() => {
    if (!shown) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [shown]);
  const value = useMemo(
    () => ({
      shown,
      setShown,
      secondaryTarget,
      setSecondaryTarget,
      hasSecondary: secondaryCount > 0,
      registerSecondary,
      secondaryPicked,
      setSecondaryPicked,
    }),
    [shown, setShown, secondaryTarget, secondaryCount, registerSecondary, secondaryPicked],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The navbar's menu button, shown at ≤ 996 px. */
export function MobileSidebarToggle() {
  const { shown, setShown } = useMobileSidebar();
  return (
    <button
      type="button"
      className="navbar__toggle clean-btn"
      aria-label="Toggle navigation bar"
      aria-expanded={shown}
      onClick={() => setShown(!shown)}
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

/** Adds `navbar-sidebar--show` to the navbar while the mobile sidebar is open. */
export function useMobileSidebarShown(): boolean {
  return useMobileSidebar().shown;
}

export interface PanelProps {
  items: ResolvedNavItem[];
  /** Mobile form of the version and language switchers, by navbar item index. */
  switchers?: Readonly<Record<number, ReactNode>>;
  brand: ReactNode;
  colorMode: (ColorModeOptions & { disableSwitch: boolean }) | null;
}

/** The panel's code is downloaded only at mobile widths, where it is rendered (mobile-panel.tsx). */
const Panel = lazy(() => import('./mobile-panel').then((m) => ({ default: m.MobilePanel })));

/**
 * The mobile sidebar: a header (logo, colour toggle, close button), the main menu (the navbar items)
 * and, when the page has one, the secondary menu (the docs sidebar) with a back button to the main
 * menu. Rendered only at mobile widths, after hydration (the server renders nothing here).
 */
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
  const { shown, secondaryTarget, registerSecondary } = useMobileSidebar();
  useEffect(() => registerSecondary(), [registerSecondary]);
  // The page renders its sidebar once; the mobile panel gets a second copy only from the first time the
  // reader opens it (and keeps it, so closing animates with its content). Both read one expansion state.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return secondaryTarget && wanted ? createPortal(children, secondaryTarget) : null;
}
