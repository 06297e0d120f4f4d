import { Fragment, useId, type ReactNode } from 'react';
import { MAX_TABS } from '@/lib/shared/tabs';

export interface TabSetProps {
  labels: { value: string; label: string }[];
  /** Value of the tab selected in the static HTML. */
  initial: string;
  panels: ReactNode[];
  /** `docusaurus.tab.<groupId>` for a set in a group: its choice is stored there and followed from there. */
  storageKey?: string | null;
  /** Name of the URL search parameter holding the choice, for a set with `queryString`. */
  queryKey?: string | null;
  /** Class of the container, next to `tabs-container`. */
  className?: string;
  /** Extra class of each tab, by index. */
  tabClassNames?: readonly string[];
}

/**
 * Each tab is a radio button and CSS shows the checked one's panel (tabs.css), so tabs switch from the first paint.
 * The inline tab script (lib/browser/head-scripts/tab-choices.ts) applies stored and URL choices before paint.
 */
export function TabSet({ labels, initial, panels, storageKey, queryKey, className, tabClassNames }: TabSetProps) {
  const id = useId();
  if (labels.length > MAX_TABS)
    throw new Error(`A set of tabs has ${labels.length} tabs; at most ${MAX_TABS} are supported.`);
  return (
    <div
      className={className ? `tabs-container ${className}` : 'tabs-container'}
      data-tabs=""
      data-storage-key={storageKey ?? undefined}
      data-query-key={queryKey ?? undefined}
    >
      <div className="tabs" role="radiogroup">
        {labels.map((tab, i) => (
          <Fragment key={tab.value}>
            <input
              type="radio"
              className="tabs__radio"
              name={id}
              id={`${id}-${i}`}
              value={tab.value}
              defaultChecked={tab.value === initial}
            />
            <label htmlFor={`${id}-${i}`} className={`tabs__item${tabClassNames?.[i] ? ` ${tabClassNames[i]}` : ''}`}>
              {tab.label}
            </label>
          </Fragment>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={labels[i].value} className="tabs__panel" data-value={labels[i].value}>
          {panel}
        </div>
      ))}
    </div>
  );
}
