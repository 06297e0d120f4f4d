/**
 * An API page's slug: the words of an operationId lower-cased and joined by hyphens, breaking at case changes and
 * between letters and digits, so FastAPI's ids read as words.
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
