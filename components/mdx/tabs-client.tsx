'use client';
import { storageSlot } from '@/lib/storage';
import { readTabQuery, tabValueToApply, urlWithTabQuery } from '@/lib/tabs/choice';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface Props {
  labels: { value: string; label: string }[];
  /** Value of the tab selected in the static HTML. */
  initial: string;
  /** Level (2–6) of the label heading at the top of each panel. */
  headingLevel: number;
  panels: ReactNode[];
  /** `docusaurus.tab.<groupId>` for a set in a group: its choice is stored there and followed from there. */
  storageKey?: string | null;
  /** Name of the URL search parameter holding the choice, for a set with `queryString`. */
  queryKey?: string | null;
}

// A layout effect applies a stored choice before the first paint after hydration; on the server it would
// only warn, and there is nothing to apply there.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// Joins tab values into one dependency string; a value cannot contain this character in practice.
const SEPARATOR = '\u0000';

/**
 * Accessible tab list (arrow keys, Home, End); all panels stay in the HTML, hidden ones with `hidden`. Each
 * panel starts with its tab's label as a heading, hidden by CSS: without JavaScript the tab list cannot switch,
 * so the page's `<noscript>` style (app/layout.tsx, NO_SCRIPT_CSS) hides the tab list and shows every panel
 * under its heading instead.
 *
 * With a `storageKey` (Tabs `groupId`) every set of the group, on this page and in other browser tabs, follows
 * the stored choice; with a `queryKey` the choice is also read from and written to the URL, which wins over
 * the stored one on load.
 */
export function TabsClient({ labels, initial, headingLevel, panels, storageKey = null, queryKey = null }: Props) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The clicked tab and its viewport position, so the page can be scrolled back after the switch.
  const anchor = useRef<{ el: HTMLElement; top: number } | null>(null);
  const valuesKey = labels.map((l) => l.value).join(SEPARATOR);

  // After hydration: apply the URL or stored choice, then follow the group's stored choice when any set of
  // the group (here or in another tab) changes it. The storage helper notifies this tab's listeners too.
  useClientLayoutEffect(() => {
    if (!storageKey && !queryKey) return;
    const values = valuesKey.split(SEPARATOR);
    const slot = storageKey ? storageSlot(storageKey) : null;
    const apply = () => {
      const value = tabValueToApply(values, readTabQuery(window.location.search, queryKey), slot?.get() ?? null);
      if (value !== null) setSelected(value);
    };
    apply();
    return slot?.listen(apply);
  }, [storageKey, queryKey, valuesKey]);

  // Switching tabs can change the height of this set and of every set of the group above it: keep the
  // clicked tab where it was on screen instead of letting the page jump.
  useClientLayoutEffect(() => {
    const saved = anchor.current;
    if (!saved) return;
    anchor.current = null;
    const shift = saved.el.getBoundingClientRect().top - saved.top;
    if (shift) window.scrollBy({ left: 0, top: shift, behavior: 'instant' });
  });

  const select = (index: number, el: HTMLElement) => {
    const value = labels[index].value;
    if (value === selected) return;
    anchor.current = { el, top: el.getBoundingClientRect().top };
    setSelected(value);
    // The URL first: sets of the group hear of the stored value right away and read the URL then.
    if (queryKey) {
      window.history.replaceState(window.history.state, '', urlWithTabQuery(window.location.href, queryKey, value));
    }
    if (storageKey) storageSlot(storageKey).set(value);
  };

  const current = Math.max(
    0,
    labels.findIndex((l) => l.value === selected),
  );
  const focus = (i: number) => {
    const next = (i + labels.length) % labels.length;
    const button = buttons.current[next];
    if (!button) return;
    select(next, button);
    button.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: labels.length - 1,
    };
    if (e.key in keys) {
      e.preventDefault();
      focus(keys[e.key]);
    }
  };
  return (
    <div className="tabs-container">
      <div role="tablist" aria-orientation="horizontal" className="tabs" onKeyDown={onKeyDown}>
        {labels.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${id}-tab-${i}`}
            aria-selected={i === current}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className={`tabs__item${i === current ? ' tabs__item--active' : ''}`}
            onClick={(e: MouseEvent<HTMLButtonElement>) => select(i, e.currentTarget)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={labels[i].value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== current}
          className="tabs__panel"
        >
          <div role="heading" aria-level={headingLevel} className="tabs__panel-heading">
            {labels[i].label}
          </div>
          {panel}
        </div>
      ))}
    </div>
  );
}
