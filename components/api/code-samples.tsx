import { highlightedPre } from '@/lib/build/openapi/highlight';
import { codeForServer, serverUrlSpans } from '@/lib/build/openapi/server-url-spans';
import { tabStorageKey } from '@/lib/build/outputs/head-scripts/tab-choice';
import type { OperationSample, OperationSamples } from '@/lib/build/route-data';
import { Code, CodeFrame } from './markdown';
import { SampleSwitcher } from './sample-switcher';

/**
 * The reader's language, shared by every API page and remembered like a `<Tabs groupId="api-lang">` choice
 * (`docusaurus.tab.api-lang`), so the guides' tab machinery and this switcher read the same key.
 */
export const SAMPLE_LANGUAGE_KEY = tabStorageKey('api-lang')!;

/** One copy of a sample per server, CSS showing the one of the server picked in the Send panel. */
function PerServer({ codes, lang }: { codes: readonly string[]; lang: string }) {
  return codes.map((code, k) => (
    <div key={k} data-server-samples={k}>
      <Code code={code} lang={lang} />
    </div>
  ));
}

/**
 * One language's sample. With several servers it is written once, each server's URL in a span of its own that CSS
 * shows for the server picked (lib/build/openapi/server-url-spans.ts); where the URL is not written whole in the
 * highlighted code, or the language writes another server's request differently, one copy per server.
 */
async function Sample({ sample, servers }: { sample: OperationSample; servers?: readonly string[] }) {
  if (sample.perServer) return <PerServer codes={sample.perServer} lang={sample.lang} />;
  if (!servers || !sample.code.includes(servers[0])) return <Code code={sample.code} lang={sample.lang} />;
  const pre = await highlightedPre(sample.code, sample.lang);
  const spans = serverUrlSpans(pre, sample.code, servers);
  if (spans) return <CodeFrame pre={spans} />;
  return <PerServer codes={servers.map((url) => codeForServer(sample.code, servers, url))} lang={sample.lang} />;
}

/**
 * The code samples of one operation (the "Code samples" section's body): every language written at build time
 * (lib/build/route-data/view.ts) and highlighted here (Shiki), each with the guides' copy button. A labelled `<select>` picks
 * the one shown (13 languages do not fit a tab row in the ~420 px side panel), with or without JavaScript. When
 * the operation has several servers, the samples follow the server picked in the Send panel, by CSS
 * (components/api/try-it/try-it.css).
 */
export function CodeSamples({ samples: { samples, servers, sampledServers } }: { samples: OperationSamples }) {
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
        panels={samples.map((s) => (
          <Sample key={s.id} sample={s} servers={servers} />
        ))}
      />
    </>
  );
}
