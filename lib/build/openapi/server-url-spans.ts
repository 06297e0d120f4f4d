// An operation with several servers has one code sample per language, not one per server: the sample calls the
// first server, and where its URL is written in the highlighted HTML, every server's URL is there in a span of its
// own, which CSS shows for the server picked in the Send panel (components/api/try-it/try-it.css).

/** Characters HTML writes as references in text: a URL holding one is not found verbatim in the HTML. */
const ESCAPED = /[&<>"']/;

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * The code a language's generator writes for server `url`, made from the first server's code: the first server's
 * URL replaced by `url`. Right only where `sameForEveryServer` holds.
 */
export const codeForServer = (code: string, servers: readonly string[], url: string) =>
  code.split(servers[0]).join(url);

/**
 * Whether the first server's code, with its URL replaced, is exactly what the generator writes for each other
 * server (`codes`, in server order): then one sample can stand for all of them.
 */
export function sameForEveryServer(codes: readonly string[], servers: readonly string[]): boolean {
  if (codes.length !== servers.length || !codes[0]?.includes(servers[0])) return false;
  return codes.every((code, k) => code === codeForServer(codes[0], servers, servers[k]));
}

/**
 * The highlighted HTML of the first server's sample (`code` is its text) with each occurrence of the first
 * server's URL replaced by one span per server, `<span data-server-url="k">`, server k's URL inside. Undefined
 * when that cannot be done exactly: the HTML does not hold the URL as often as the code does (the highlighter split
 * it across tokens), or a URL has a character HTML escapes.
 */
export function serverUrlSpans(html: string, code: string, servers: readonly string[]): string | undefined {
  const [first] = servers;
  if (!first || servers.some((url) => ESCAPED.test(url))) return undefined;
  const times = count(code, first);
  if (times === 0 || count(html, first) !== times) return undefined;
  const spans = servers.map((url, k) => `<span data-server-url="${k}">${url}</span>`).join('');
  return html.split(first).join(spans);
}
