'use client';
import { storageSlot } from '@/lib/storage';
import { tabValueToApply } from '@/lib/tabs/choice';
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';

interface Props {
  /** In display order; the first is shown in the static HTML. */
  languages: { id: string; label: string }[];
  /** Highlighted samples, one per language, same order. */
  panels: ReactNode[];
  /** Where the choice is remembered; every switcher with this key follows it, in this tab and in others. */
  storageKey: string;
}

// A layout effect applies the stored language before the first paint after hydration; on the server it
// would only warn, and there is nothing to apply there.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The language `<select>` above an operation's code samples. All samples are in the HTML; the others are
 * `hidden`. The classes are the guides' tab classes on purpose: the page's `<noscript>` style
 * (lib/head-scripts/no-script.ts) hides `.tabs` (this select, useless without JavaScript) and shows every
 * `.tabs__panel` under its `.tabs__panel-heading`.
 */
export function SampleSwitcher({ languages, panels, storageKey }: Props) {
  const id = useId();
  const ids = languages.map((l) => l.id).join('\n');
  // The select works before this code arrives (it is loaded at the reader's first interaction): a language picked
  // then is read from the server's select while hydrating (before React resets it to the state), and remembered
  // below, which shows it. Hydration itself renders the server's state.
  const [pickedEarly] = useState(() => pickedBeforeHydration(`${id}-lang`, ids.split('\n')));
  const [selected, setSelected] = useState(languages[0]?.id ?? '');

  useClientLayoutEffect(() => {
    const values = ids.split('\n');
    const slot = storageSlot(storageKey);
    if (pickedEarly !== null) slot.set(pickedEarly);
    const apply = () => {
      const value = tabValueToApply(values, null, slot.get());
      if (value !== null) setSelected(value);
    };
    apply();
    // The storage helper reports changes made here and in other browser tabs alike.
    return slot.listen(apply);
  }, [storageKey, ids, pickedEarly]);

  return (
    <div className="tabs-container api-code-samples">
      <div className="tabs api-code-samples__bar">
        <label htmlFor={`${id}-lang`}>Language</label>
        <select
          id={`${id}-lang`}
          className="api-code-samples__select"
          value={selected}
          aria-controls={languages.map((l) => `${id}-${l.id}`).join(' ')}
          onChange={(e) => {
            setSelected(e.target.value);
            storageSlot(storageKey).set(e.target.value);
          }}
        >
          {languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      {languages.map((l, i) => (
        <div
          key={l.id}
          id={`${id}-${l.id}`}
          className="tabs__panel api-code-samples__panel"
          data-language-id={l.id}
          hidden={l.id !== selected}
        >
          <div className="tabs__panel-heading" role="heading" aria-level={3}>
            {l.label}
          </div>
          {panels[i]}
        </div>
      ))}
    </div>
  );
}

/**
 * The language of the server-rendered select with this id when the reader changed it before hydration (null on
 * the server, in a client-side render, and when it still shows the first language).
 */
function pickedBeforeHydration(selectId: string, values: readonly string[]): string | null {
  if (typeof document === 'undefined') return null;
  const select = document.getElementById(selectId);
  if (!(select instanceof HTMLSelectElement)) return null;
  const value = select.value;
  return value !== values[0] && values.includes(value) ? value : null;
}
