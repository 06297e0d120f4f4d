// The HTML tags a description may carry in place of Markdown (Stripe's wrap theirs in `<p>`): removed, their
// text kept. Only these names, so that a type such as `List<Item>` stays as it is written.
const HTML_TAG = /<\/?(a|abbr|b|br|code|em|i|li|ol|p|pre|small|span|strong|sub|sup|u|ul)(?:\s[^<>]*)?\/?>/gi;
// Those that break a line: a space in their place.
const BLOCK_TAG = /^(?:br|li|ol|p|pre|ul)$/i;

/**
 * Markdown from the OpenAPI file as plain-text paragraphs: HTML tags, ticks, links and emphasis removed, spaces
 * collapsed.
 */
export function markdownParagraphs(markdown: string | undefined): string[] {
  if (!markdown) return [];
  return markdown
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(HTML_TAG, (_tag, name: string) => (BLOCK_TAG.test(name) ? ' ' : ''))
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The first sentence of a Markdown description, as plain text, for meta descriptions and cards. */
export function firstSentence(markdown: string | undefined): string | undefined {
  const [plain] = markdownParagraphs(markdown);
  if (!plain) return undefined;
  const m = /^(.+?[.!?])(\s|$)/.exec(plain);
  return m ? m[1] : plain;
}

/** Inline Markdown (a `summary`) as plain text for the sidebar, titles and search; undefined when empty. */
export function inlineText(markdown: string | undefined): string | undefined {
  return markdownParagraphs(markdown).join(' ') || undefined;
}
