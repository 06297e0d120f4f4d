import { tabStorageKey } from '@/lib/tabs/choice';
import { codeSamples } from '@/lib/openapi/snippets';
import type { ApiDocument, ApiOperation } from '@/lib/openapi/types';
import { Code } from './markdown';
import { SampleSwitcher } from './sample-switcher';

/**
 * The reader's language, shared by every API page and remembered like a `<Tabs groupId="api-lang">` choice
 * (`docusaurus.tab.api-lang`), so the guides' tab machinery and this switcher read the same key.
 */
export const SAMPLE_LANGUAGE_KEY = tabStorageKey('api-lang')!;

/**
 * The code samples of one operation (the "Code samples" section's body): every language written and highlighted
 * at build time (lib/openapi/snippets.ts, Shiki), each with the guides' copy button. A labelled `<select>` picks
 * the one shown (13 languages do not fit a tab row in the ~420 px side panel), with or without JavaScript.
 */
export function CodeSamples({ op, doc }: { op: ApiOperation; doc: ApiDocument }) {
  const samples = codeSamples(op, doc);
  return (
    <SampleSwitcher
      languages={samples.map(({ id, label }) => ({ id, label }))}
      storageKey={SAMPLE_LANGUAGE_KEY}
      panels={samples.map((s) => (
        <Code key={s.id} code={s.code} lang={s.lang} />
      ))}
    />
  );
}
