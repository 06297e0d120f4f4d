'use client';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedNavItem } from '@/lib/config/navbar';
import { useWindowSize } from '@/components/runtime/window-size';

/**
 * Open/closed state of the mobile sidebar (≤ 996 px) shared by the toggle, the navbar, the panel and the page: one
 * store for the page session, which its users subscribe to (no provider needed around the layout).
 * What follows the state (closing on navigation and at desktop widths, the page not scrolling behind the open
 * sidebar) is the panel's work (./mobile-panel.tsx), which is rendered wherever the sidebar can open.
 */
interface Snapshot {
  shown: boolean;
  /** Where the page's secondary menu (the docs sidebar) is rendered; null while the panel is absent. */
  secondaryTarget: HTMLElement | null;
  secondaryCount: number;
  /** The secondary menu is picked (the default, again after each close) rather than the main menu. */
  secondaryPicked: boolean;
}

const CLOSED: Snapshot = { shown: false, secondaryTarget: null, secondaryCount: 0, secondaryPicked: true };
let state = CLOSED;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(patch: Partial<Snapshot>): void {
  if ((Object.keys(patch) as (keyof Snapshot)[]).every((key) => patch[key] === state[key])) return;
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Opens or closes the sidebar; re-opening on a docs page shows the docs sidebar first. */
export function setShown(shown: boolean): void {
  update(shown ? { shown } : { shown, secondaryPicked: true });
}

export function setSecondaryTarget(secondaryTarget: HTMLElement | null): void {
  update({ secondaryTarget });
}

export function setSecondaryPicked(secondaryPicked: boolean): void {
  update({ secondaryPicked });
}

function registerSecondary(): () => void {
  update({ secondaryCount: state.secondaryCount + 1 });
  return () => update({ secondaryCount: state.secondaryCount - 1 });
}

export function useMobileSidebar(): Snapshot & { hasSecondary: boolean } {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
  return { ...snapshot, hasSecondary: snapshot.secondaryCount > 0 };
}

/** The navbar's menu button, shown at ≤ 996 px. */
export function MobileSidebarToggle() {
  const { shown } = useMobileSidebar();
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
  /** The colour switch of the panel's header (rendered by the server), or null when the switch is disabled. */
  colorToggle: ReactNode;
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
  const { shown, secondaryTarget } = useMobileSidebar();
  useEffect(() => registerSecondary(), []);
  // The page renders its sidebar once; the mobile panel gets a second copy only from the first time the
  // reader opens it (and keeps it, so closing animates with its content). Both read one expansion state.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return secondaryTarget && wanted ? createPortal(children, secondaryTarget) : null;
}
