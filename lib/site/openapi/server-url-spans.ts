// An operation with several servers has one sample per language calling the first server; each place its URL appears
// holds every server's URL in its own span, and CSS shows the one picked in the Send panel
// (components/api/try-it/try-it.css).

/** Characters HTML writes as references in text: a URL holding one is not found verbatim in the HTML. */
const ESCAPED = /[&<>"']/;

const count = (text: string, part: string) => text.split(part).length - 1;

/** A server's code made from the first server's by replacing its URL; right only where `sameForEveryServer` holds. */
export const codeForServer = (code: string, servers: readonly string[], url: string) =>
  code.split(servers[0]).join(url);

/**
 * Whether replacing the first server's URL gives exactly each other server's code (`codes`, in server order), so one
 * sample can stand for all.
 */
export function sameForEveryServer(codes: readonly string[], servers: readonly string[]): boolean {
  if (codes.length !== servers.length || !codes[0]?.includes(servers[0])) return false;
  return codes.every((code, k) => code === codeForServer(codes[0], servers, servers[k]));
}

/**
 * The first sample's HTML with each occurrence of the first server's URL replaced by one span per server. Undefined
 * when that cannot be done exactly (the highlighter split the URL, or it holds a character HTML escapes).
 */
export function serverUrlSpans(html: string, code: string, servers: readonly string[]): string | undefined {
  const [first] = servers;
  if (!first || servers.some((url) => ESCAPED.test(url))) return undefined;
  const times = count(code, first);
  if (times === 0 || count(html, first) !== times) return undefined;
  const spans = servers.map((url, k) => `<span data-server-url="${k}">${url}</span>`).join('');
  return html.split(first).join(spans);
}
