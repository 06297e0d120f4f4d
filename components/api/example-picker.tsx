import { useId, type ReactNode } from 'react';
import { MAX_TABS } from '@/components/mdx/tab-set';

interface Props {
  /** In file order; the first is shown in the static HTML. */
  choices: { value: string; label: string }[];
  /** One per choice, same order. */
  panels: ReactNode[];
}

/**
 * A `<select>` over the named examples of a body or response. Every example is in the HTML and CSS shows the one of
 * the selected option (the tab panels' rule in app/globals.css), so it answers the first press without a script;
 * the choice is not remembered (examples differ from one operation to the next). At most MAX_TABS choices.
 */
export function ExamplePicker({ choices, panels }: Props) {
  const id = useId();
  const shown = choices.slice(0, MAX_TABS);
  return (
    <div className="tabs-container api-example-picker" data-tabs="">
      <div className="api-code-samples__bar api-example-picker__bar">
        <label htmlFor={`${id}-example`}>Example</label>
        <select id={`${id}-example`} className="api-code-samples__select tabs__select" defaultValue={shown[0]?.value}>
          {shown.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {shown.map((c, i) => (
        <div key={c.value} className="tabs__panel" data-value={c.value}>
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
