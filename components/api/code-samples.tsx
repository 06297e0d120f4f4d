import { tabStorageKey } from '@/lib/build/outputs/head-scripts/tab-choice';
import type { OperationSamples } from '@/lib/build/route-data';
import { Code } from './markdown';
import { SampleSwitcher } from './sample-switcher';

/**
 * The reader's language, shared by every API page and remembered like a `<Tabs groupId="api-lang">` choice
 * (`docusaurus.tab.api-lang`), so the guides' tab machinery and this switcher read the same key.
 */
export const SAMPLE_LANGUAGE_KEY = tabStorageKey('api-lang')!;

/**
 * The code samples of one operation (the "Code samples" section's body): every language written at build time
 * (lib/build/route-data/view.ts) and highlighted here (Shiki), each with the guides' copy button. A labelled `<select>` picks
 * the one shown (13 languages do not fit a tab row in the ~420 px side panel), with or without JavaScript. When
 * the operation has several servers, each language has one sample per server and CSS shows the one of the server
 * picked in the Send panel (components/api/try-it/try-it.css).
 */
export function CodeSamples({ samples: { sets, sampledServers } }: { samples: OperationSamples }) {
  const samples = sets[0];
  return (
    <>
      {sampledServers ? (
        <p className="try-it__hint">
          The samples call the first {sampledServers} servers of the picker above; for another, change the address.
        </p>
      ) : null}
      <SampleSwitcher
        languages={samples.map(({ id, label }) => ({ id, label }))}
        storageKey={SAMPLE_LANGUAGE_KEY}
        panels={samples.map((s, i) =>
          sets.length > 1 ? (
            sets.map((set, k) => (
              <div key={k} data-server-samples={k}>
                <Code code={set[i].code} lang={s.lang} />
              </div>
            ))
          ) : (
            <Code key={s.id} code={s.code} lang={s.lang} />
          ),
        )}
      />
    </>
  );
}
