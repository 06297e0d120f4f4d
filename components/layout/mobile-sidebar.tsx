'use client';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
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

/** What changes: kept in a store, so the context's value never changes (see MobileSidebarProvider). */
interface Snapshot {
  shown: boolean;
  secondaryTarget: HTMLElement | null;
  secondaryCount: number;
  secondaryPicked: boolean;
}

interface Store {
  get: () => Snapshot;
  subscribe: (listener: () => void) => () => void;
  update: (change: (state: Snapshot) => Partial<Snapshot>) => void;
}

function createStore(): Store {
  let state: Snapshot = { shown: false, secondaryTarget: null, secondaryCount: 0, secondaryPicked: true };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const patch = change(state);
      if ((Object.keys(patch) as (keyof Snapshot)[]).every((key) => patch[key] === state[key])) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

type Actions = Pick<MobileSidebarState, 'setShown' | 'setSecondaryTarget' | 'registerSecondary' | 'setSecondaryPicked'>;

const Context = createContext<{ store: Store; actions: Actions } | null>(null);

export function useMobileSidebar(): MobileSidebarState {
  const value = useContext(Context);
  if (!value) throw new Error('useMobileSidebar is called outside the <MobileSidebarProvider>.');
  const { store, actions } = value;
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, ...actions, hasSecondary: state.secondaryCount > 0 };
}

/**
 * Open/closed state of the mobile sidebar (≤ 996 px) shared by the toggle, the panel and the page. The state is
 * in a store that its users subscribe to; the context only hands over the store, and its value never changes. A
 * changed context value would reach every Suspense boundary below that is still waiting for its code (a gated
 * leaf: components/gated-leaf.tsx), and React replaces such a boundary's server HTML with its empty fallback.
 */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const store = createStore();
    const actions: Actions = {
      // Re-opening on a docs page shows the docs sidebar first.
      setShown: (shown) => store.update(() => (shown ? { shown } : { shown, secondaryPicked: true })),
      setSecondaryTarget: (secondaryTarget) => store.update(() => ({ secondaryTarget })),
      registerSecondary: () => {
        store.update((s) => ({ secondaryCount: s.secondaryCount + 1 }));
        return () => store.update((s) => ({ secondaryCount: s.secondaryCount - 1 }));
      },
      setSecondaryPicked: (secondaryPicked) => store.update(() => ({ secondaryPicked })),
    };
    return { store, actions };
  });
  const { store, actions } = value;
  const shown = useSyncExternalStore(
    store.subscribe,
    () => store.get().shown,
    () => false,
  );
  const { setShown } = actions;
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
