/**
 * The URL slug of an API page: the words of an operationId (or the API title), lower-cased and joined by
 * hyphens. Words break at every character that is not a letter or digit, between a lower-case letter and
 * an upper-case one (`getSession` → get, session), inside runs of capitals before a capitalised word
 * (`HTTPError` → http, error), and between letters and digits (`v1` → v, 1). So FastAPI's
 * `get_session_v1_session__session_id__get` becomes `get-session-v-1-session-session-id-get`.
 */
export function apiSlug(text: string): string {
  const words: string[] = [];
  for (const chunk of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!chunk) continue;
    const spaced = chunk
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2');
    words.push(...spaced.split(' '));
  }
  return words.map((w) => w.toLowerCase()).join('-');
}
