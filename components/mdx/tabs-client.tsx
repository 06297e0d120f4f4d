'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  labels: { value: string; label: string }[];
  initial: number;
  /** Level (2–6) of the label heading at the top of each panel. */
  headingLevel: number;
  panels: ReactNode[];
}

/**
 * Accessible tab list (arrow keys, Home, End); all panels stay in the HTML, hidden ones with `hidden`. Each
 * panel starts with its tab's label as a heading, hidden by CSS: without JavaScript the tab list cannot switch,
 * so the page's `<noscript>` style (app/layout.tsx, NO_SCRIPT_CSS) hides the tab list and shows every panel
 * under its heading instead.
 */
export function TabsClient({ labels, initial, headingLevel, panels }: Props) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = (i: number) => {
    const next = (i + labels.length) % labels.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
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
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={`tabs__item${i === selected ? ' tabs__item--active' : ''}`}
            onClick={() => setSelected(i)}
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
          hidden={i !== selected}
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
