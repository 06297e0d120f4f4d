import type { ReactNode } from 'react';
import { SelectPanels } from './select-panels';

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
 * the selected option, so the select works without a script (components/api/select-panels.tsx).
 * The page's inline tab script (lib/build/outputs/head-scripts/tab-choices.ts) remembers the choice, like a `<Tabs groupId>`
 * choice, for every API page of both versions, and shows a remembered one before the switcher is painted.
 */
export function SampleSwitcher({ languages, panels, storageKey }: Props) {
  return (
    <SelectPanels
      label="Language"
      idSuffix="lang"
      choices={languages.map((l) => ({ value: l.id, label: l.label }))}
      panels={panels}
      className="api-code-samples"
      panelClassName="api-code-samples__panel"
      storageKey={storageKey}
      panelData="language-id"
    />
  );
}
