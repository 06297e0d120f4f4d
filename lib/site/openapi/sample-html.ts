import { highlightedPre } from './highlight';
import { codeForServer, serverUrlSpans } from './server-url-spans';

/** A sample to highlight: its code, its language, and its copy per server when it has one. */
interface Sample {
  code: string;
  lang: string;
  perServer?: readonly string[];
}

/**
 * A sample as the page shows it: one highlighted `<pre>`, with each server's URL in its own span when the operation
 * has several servers (server-url-spans.ts); where that cannot be done, one `<pre>` per server.
 */
export async function sampleHtml(sample: Sample, servers?: readonly string[]): Promise<string | string[]> {
  const each = (codes: readonly string[]) => Promise.all(codes.map((code) => highlightedPre(code, sample.lang)));
  if (sample.perServer) return each(sample.perServer);
  const pre = await highlightedPre(sample.code, sample.lang);
  if (!servers || !sample.code.includes(servers[0])) return pre;
  return serverUrlSpans(pre, sample.code, servers) ?? each(servers.map((url) => codeForServer(sample.code, servers, url)));
}
