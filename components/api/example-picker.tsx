import type { ReactNode } from 'react';
import { MAX_TABS } from '@/lib/shared/tabs';
import { SelectPanels } from './select-panels';

interface Props {
  /** In file order; the first is shown in the static HTML. */
  choices: { value: string; label: string }[];
  /** One per choice, same order. */
  panels: ReactNode[];
}

/** A picker over a body's or response's named examples; not remembered, as examples differ between operations. */
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
