'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedNavItem } from '@/lib/config/navbar';
import { onLocationChange } from './route-events';
import { MOBILE_QUERY, useWindowSize } from '@/components/layout/window-size';
import { ColorModeToggle } from './color-mode';
import { MobileNavItems } from './mobile-nav-items';
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

function useMobileSidebar(): MobileSidebarState {
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

interface PanelProps {
  items: ResolvedNavItem[];
  /** Mobile form of the version and language switchers, by navbar item index. */
  switchers?: Readonly<Record<number, ReactNode>>;
  brand: ReactNode;
  colorMode: (ColorModeOptions & { disableSwitch: boolean }) | null;
}

/**
 * The mobile sidebar: a header (logo, colour toggle, close button), the main menu (the navbar items)
 * and, when the page has one, the secondary menu (the docs sidebar) with a back button to the main
 * menu. Rendered only at mobile widths; Escape, the backdrop and any navigation close it.
 */
export function MobileSidebarPanel({ items, switchers, brand, colorMode }: PanelProps) {
  const { shown, setShown, setSecondaryTarget, hasSecondary, secondaryPicked, setSecondaryPicked } = useMobileSidebar();
  const windowSize = useWindowSize();
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setShown(false), [setShown]);

  useEffect(() => {
    if (!shown) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setShown(false);
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, setShown]);

  if (windowSize !== 'mobile') return null;
  const showSecondary = hasSecondary && secondaryPicked;
  return (
    <>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      <div className="navbar-sidebar" aria-hidden={!shown} inert={!shown}>
        <div className="navbar-sidebar__brand">
          {brand}
          {colorMode && !colorMode.disableSwitch ? (
            <ColorModeToggle {...colorMode} className="navbar-sidebar__color-mode" />
          ) : null}
          <button
            ref={closeButton}
            type="button"
            className="clean-btn navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={close}
          >
            <svg viewBox="0 0 15 15" width={24} height={24} aria-hidden="true">
              <path d="M1 1l13 13M14 1L1 14" stroke="currentColor" strokeWidth={2} fill="none" />
            </svg>
          </button>
        </div>
        <div className={`navbar-sidebar__items${showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
          <div className="navbar-sidebar__item menu" inert={showSecondary}>
            <MobileNavItems items={items} switchers={switchers} onNavigate={close} />
          </div>
          <div className="navbar-sidebar__item menu" inert={!showSecondary}>
            {items.length ? (
              <button
                type="button"
                className="clean-btn navbar-sidebar__back"
                onClick={() => setSecondaryPicked(false)}
              >
                ← Back to main menu
              </button>
            ) : null}
            <div ref={setSecondaryTarget} />
          </div>
        </div>
      </div>
    </>
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
