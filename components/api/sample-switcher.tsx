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
 * The language picker of the code samples. The page's inline tab script (lib/browser/head-scripts/tab-choices.ts)
 * remembers the choice and applies it before paint, so the remembered language never flashes.
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
