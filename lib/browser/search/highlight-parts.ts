import 'client-only';
/** A piece of a highlighted value: plain text, or text the query matched. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Splits a highlight or snippet value into text and matched parts, so it can be rendered as text nodes
 * and `<mark>` elements: nothing in the value is ever interpreted as markup except the two highlight tags.
 * Escaped characters (`&lt;`) become the characters they stand for.
 */
export function highlightParts(value: string): HighlightPart[] {
  const pre = '<mark>';
  const post = '</mark>';
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open < 0) break;
    const close = rest.indexOf(post, open + pre.length);
    if (close < 0) break;
    if (open > 0) parts.push({ text: decode(rest.slice(0, open)), match: false });
    parts.push({ text: decode(rest.slice(open + pre.length, close)), match: true });
    rest = rest.slice(close + post.length);
  }
  if (rest) parts.push({ text: decode(rest), match: false });
  return parts.filter((p) => p.text);
}
