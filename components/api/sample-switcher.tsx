import { useId, type ReactNode } from 'react';

interface Props {
  /** In display order; the first is shown in the static HTML. */
  languages: { id: string; label: string }[];
  /** Highlighted samples, one per language, same order. */
  panels: ReactNode[];
  /** Where the choice is remembered; every switcher with this key follows it, in this tab and in others. */
  storageKey: string;
}

/**
 * The language `<select>` above an operation's code samples. All samples are in the HTML, and CSS shows the one of
 * the selected option (components/mdx/tabs.css, the same rule as the tabs' panels), so the select works without a script.
 * The page's inline tab script (lib/head-scripts/tab-choices.ts) remembers the choice, like a `<Tabs groupId>`
 * choice, for every API page of both versions, and shows a remembered one before the switcher is painted.
 */
export function SampleSwitcher({ languages, panels, storageKey }: Props) {
  const id = useId();
  return (
    <div className="tabs-container api-code-samples" data-tabs="" data-storage-key={storageKey}>
      <div className="api-code-samples__bar">
        <label htmlFor={`${id}-lang`}>Language</label>
        <select id={`${id}-lang`} className="api-code-samples__select tabs__select" defaultValue={languages[0]?.id}>
          {languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      {languages.map((l, i) => (
        <div key={l.id} className="tabs__panel api-code-samples__panel" data-value={l.id} data-language-id={l.id}>
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
