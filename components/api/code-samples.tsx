import { tabStorageKey } from '@/lib/shared/tabs';
import type { ShownSamples } from '@/lib/site/types';
import { CodeFrame } from './markdown';
import { CodeSpans } from './code-spans';
import { SampleSwitcher } from './sample-switcher';

/** Stored like a `<Tabs groupId="api-lang">` choice, so the guides' tab script remembers the language too. */
export const SAMPLE_LANGUAGE_KEY = tabStorageKey('api-lang')!;

/**
 * A sample as the view highlighted it (lib/site/openapi/sample-html.ts): one block, its servers' URLs in spans CSS shows
 * for the server picked in the Send panel, or one block per server, CSS showing the picked one's.
 */
function Sample({ html }: { html: string | readonly string[] }) {
  if (typeof html === 'string') return <CodeFrame pre={html} />;
  return html.map((pre, k) => (
    <div key={k} data-server-samples={k}>
      <CodeFrame pre={pre} />
    </div>
  ));
}

/** An operation's code samples behind a language `<select>`, since the languages do not fit a tab row in the panel. */
export function CodeSamples({ samples: { samples, sampledServers, note, shortened } }: { samples: ShownSamples }) {
  return (
    <>
      {note ? (
        <p className="try-it__hint">
          <CodeSpans text={note} />
        </p>
      ) : null}
      {sampledServers ? (
        <p className="try-it__hint">
          The samples call the first {sampledServers} servers of the picker above; for another, change the address.
        </p>
      ) : null}
      <SampleSwitcher
        languages={samples.map(({ id, label }) => ({ id, label }))}
        storageKey={SAMPLE_LANGUAGE_KEY}
        panels={samples.map((s) => (
          <Sample key={s.id} html={s.html} />
        ))}
      />
      {shortened ? (
        <p className="try-it__hint">
          <CodeSpans text={shortened} />
        </p>
      ) : null}
    </>
  );
}
