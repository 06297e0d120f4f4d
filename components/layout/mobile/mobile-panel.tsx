'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MobileNavItems } from './mobile-nav-items';
import { onLocationChange } from '@/components/runtime/route-events';
import { setMobileShown as setShown, updateUi, useUi } from '@/components/runtime/ui-store';
import type { PanelProps } from './mobile-sidebar';

const setSecondaryTarget = (secondaryTarget: HTMLElement | null) => updateUi(() => ({ secondaryTarget }));

/** The mobile sidebar's panel; a widening to desktop closes it, since the panel is then removed. */
export function MobilePanel({ items, switchers, brand, colorToggle }: PanelProps) {
  const shown = useUi((state) => state.mobileShown);
  const hasSecondary = useUi((state) => state.secondaryMenus > 0);
  // The secondary menu is shown rather than the main menu by default, and again after each close.
  const [secondaryPicked, setSecondaryPicked] = useState(true);
  if (!shown && !secondaryPicked) setSecondaryPicked(true);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setShown(false), []);

  useEffect(() => {
    const stop = onLocationChange((change) => change.action !== 'REPLACE' && setShown(false));
    return () => {
      stop();
      setShown(false);
    };
  }, []);

  useEffect(() => {
    if (!shown) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [shown]);

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
  }, [shown]);

  const showSecondary = hasSecondary && secondaryPicked;
  return (
    <>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      <div className="navbar-sidebar" aria-hidden={!shown} inert={!shown}>
        <div className="navbar-sidebar__brand">
          {brand}
          {colorToggle}
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
