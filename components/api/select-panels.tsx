import { useId, type ReactNode } from 'react';

interface Props {
  /** The select's label ('Language', 'Example'); its id ends with `idSuffix`. */
  label: string;
  idSuffix: string;
  /** In display order; the first is shown in the static HTML. */
  choices: { value: string; label: string }[];
  /** One per choice, same order. */
  panels: ReactNode[];
  /** The container's own class, beside `tabs-container`. */
  className: string;
  /** Extra classes of the bar and of each panel. */
  barClassName?: string;
  panelClassName?: string;
  /** Where the choice is remembered (lib/browser/head-scripts/tab-choices.ts); none: not remembered. */
  storageKey?: string;
  /** Each panel also carries its choice as `data-{panelData}` (the sample switcher's `data-language-id`). */
  panelData?: string;
}

/** A `<select>` over panels all in the HTML: CSS shows the selected one (components/mdx/tabs.css), with no script. */
export function SelectPanels({
  label,
  idSuffix,
  choices,
  panels,
  className,
  barClassName,
  panelClassName,
  storageKey,
  panelData,
}: Props) {
  const id = `${useId()}-${idSuffix}`;
  return (
    <div className={`tabs-container ${className}`} data-tabs="" data-storage-key={storageKey}>
      <div className={barClassName ? `api-code-samples__bar ${barClassName}` : 'api-code-samples__bar'}>
        <label htmlFor={id}>{label}</label>
        <select id={id} className="api-code-samples__select tabs__select" defaultValue={choices[0]?.value}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {choices.map((c, i) => (
        <div
          key={c.value}
          className={panelClassName ? `tabs__panel ${panelClassName}` : 'tabs__panel'}
          data-value={c.value}
          {...(panelData ? { [`data-${panelData}`]: c.value } : {})}
        >
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
