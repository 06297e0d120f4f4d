import 'client-only';
/** A piece of a highlighted value: plain text, or text the query matched. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits a highlight value into text and matched parts so that nothing but the two highlight tags is ever interpreted
 * as markup. Values come unescaped, as the provider sent them (the hits hooks run with `escapeHTML: false`), so an
 * `&amp;` in a value is text the page really has.
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
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    parts.push({ text: rest.slice(open + pre.length, close), match: true });
    rest = rest.slice(close + post.length);
  }
  if (rest) parts.push({ text: rest, match: false });
  return parts.filter((p) => p.text);
}
