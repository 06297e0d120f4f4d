'use client';
import { hashTarget } from '@/components/layout/hash-target';
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
  /** Class of the container, next to `tabs-container`. */
  className?: string;
  /** Extra class of each tab button, by index. */
  tabClassNames?: readonly string[];
  /** False when each panel starts with its own heading, so no label heading is added for the no-JS view. */
  labelHeadings?: boolean;
}

// A layout effect applies a stored choice before the first paint after hydration; on the server it would
// only warn, and there is nothing to apply there.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The Navigation API object where the browser has one (not yet in TypeScript's DOM types): it reports every
 * change of the current URL, pushState and replaceState included, which no window event does.
 */
function urlChangeSource(): EventTarget | null {
  const navigation: unknown = (window as { navigation?: unknown }).navigation;
  return navigation instanceof EventTarget ? navigation : null;
}

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
export function TabsClient({
  labels,
  initial,
  headingLevel,
  panels,
  storageKey = null,
  queryKey = null,
  className,
  tabClassNames,
  labelHeadings = true,
}: Props) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const reveal = useRef<HTMLElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The clicked tab and its viewport position, so the page can be scrolled back after the switch.
  const anchor = useRef<{ el: HTMLElement; top: number } | null>(null);
  const valuesKey = labels.map((l) => l.value).join(SEPARATOR);

  // After hydration: apply the URL or stored choice, then follow the group's stored choice when any set of
  // the group (here or in another tab) changes it. The storage helper notifies this tab's listeners too.
  // With a `queryKey` the set also follows the URL whenever it changes while the page stays mounted: back and
  // forward (popstate), and a soft navigation or history.pushState that changes only the search, which the
  // router handles without remounting the page (the Navigation API's currententrychange sees those).
  useClientLayoutEffect(() => {
    if (!storageKey && !queryKey) return;
    const values = valuesKey.split(SEPARATOR);
    const slot = storageKey ? storageSlot(storageKey) : null;
    const apply = () => {
      const value = tabValueToApply(values, readTabQuery(window.location.search, queryKey), slot?.get() ?? null);
      if (value !== null) setSelected(value);
    };
    apply();
    const unlisten = slot?.listen(apply);
    const navigation = queryKey ? urlChangeSource() : null;
    if (queryKey) window.addEventListener('popstate', apply);
    navigation?.addEventListener('currententrychange', apply);
    return () => {
      unlisten?.();
      if (queryKey) window.removeEventListener('popstate', apply);
      navigation?.removeEventListener('currententrychange', apply);
    };
  }, [storageKey, queryKey, valuesKey]);

  // A link to an anchor inside a hidden panel (a TOC entry, a shared URL) selects that panel, then scrolls to it
  // once it is shown. The scroll comes first: when the set mounts with such a hash (its code arrived after the
  // link was followed), the panel is still hidden in this commit and shown in the next.
  useEffect(() => {
    const target = reveal.current;
    if (!target) return;
    reveal.current = null;
    target.scrollIntoView();
  }, [selected]);
  useEffect(() => {
    const follow = () => {
      const target = hashTarget();
      const index = target ? panelRefs.current.findIndex((p) => p !== null && p.contains(target)) : -1;
      if (!target || index < 0 || !panelRefs.current[index]?.hidden) return;
      reveal.current = target;
      setSelected(labels[index].value);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [labels]);

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
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
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
            className={`tabs__item${i === current ? ' tabs__item--active' : ''}${tabClassNames?.[i] ? ` ${tabClassNames[i]}` : ''}`}
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
          ref={(el) => {
            panelRefs.current[i] = el;
          }}
        >
          {labelHeadings ? (
            <div role="heading" aria-level={headingLevel} className="tabs__panel-heading">
              {labels[i].label}
            </div>
          ) : null}
          {panel}
        </div>
      ))}
    </div>
  );
}
