import { highlightedPre } from '@/lib/site/openapi/highlight';
import { codeForServer, serverUrlSpans } from '@/lib/site/openapi/server-url-spans';
import { tabStorageKey } from '@/lib/shared/tabs';
import type { OperationSample, OperationSamples } from '@/lib/site/route-data';
import { Code, CodeFrame } from './markdown';
import { SampleSwitcher } from './sample-switcher';

/** Stored like a `<Tabs groupId="api-lang">` choice, so the guides' tab script remembers the language too. */
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
 * With several servers a sample is written once with each server's URL in its own span, which CSS shows for the
 * server picked; where that cannot be done (lib/site/openapi/server-url-spans.ts), one copy per server.
 */
async function Sample({ sample, servers }: { sample: OperationSample; servers?: readonly string[] }) {
  if (sample.perServer) return <PerServer codes={sample.perServer} lang={sample.lang} />;
  if (!servers || !sample.code.includes(servers[0])) return <Code code={sample.code} lang={sample.lang} />;
  const pre = await highlightedPre(sample.code, sample.lang);
  const spans = serverUrlSpans(pre, sample.code, servers);
  if (spans) return <CodeFrame pre={spans} />;
  return <PerServer codes={servers.map((url) => codeForServer(sample.code, servers, url))} lang={sample.lang} />;
}

/** An operation's code samples behind a language `<select>`, since the languages do not fit a tab row in the panel. */
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
