import type { ReactNode } from 'react';
import { MAX_TABS } from '@/lib/shared/tabs';
import { SelectPanels } from './select-panels';

interface Props {
  /** In file order; the first is shown in the static HTML. */
  choices: { value: string; label: string }[];
  /** One per choice, same order. */
  panels: ReactNode[];
}

/**
 * A `<select>` over the named examples of a body or response (components/api/select-panels.tsx: every example is in
 * the HTML and CSS shows the selected one, from the first press without a script). The choice is not remembered
 * (examples differ from one operation to the next). At most MAX_TABS choices.
 */
export function ExamplePicker({ choices, panels }: Props) {
  return (
    <SelectPanels
      label="Example"
      idSuffix="example"
      choices={choices.slice(0, MAX_TABS)}
      panels={panels}
      className="api-example-picker"
      barClassName="api-example-picker__bar"
    />
  );
}
