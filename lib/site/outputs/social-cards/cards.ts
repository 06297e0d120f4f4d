/** Social cards: one PNG per page, written at build time under /img/cards/ (lib/shared/paths/outputs.ts). */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Width of the title box on the card (card width minus the side padding). */
export const TITLE_BOX_WIDTH = CARD_WIDTH - 2 * 80;
/** Height the title may use: what is left between the header row and the footer row. */
export const TITLE_BOX_HEIGHT = 300;
export const TITLE_LINE_HEIGHT = 1.15;
/** The longest title shown; longer ones are cut at a word with an ellipsis. */
export const TITLE_MAX_CHARS = 120;
/** Average glyph width of the card font, as a share of the font size (Geist, mixed case). */
const GLYPH_WIDTH = 0.55;
const FONT_SIZES = [76, 66, 58, 50, 44] as const;

/** Lines a title needs at a font size, wrapping at spaces (a word longer than a line is broken). */
export function estimateLines(title: string, fontSize: number): number {
  const perLine = Math.max(1, Math.floor(TITLE_BOX_WIDTH / (fontSize * GLYPH_WIDTH)));
  let lines = 1;
  let used = 0;
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const need = used ? used + 1 + word.length : word.length;
    if (need <= perLine) {
      used = need;
      continue;
    }
    if (used) lines += 1;
    lines += Math.ceil(word.length / perLine) - 1;
    used = word.length % perLine || perLine;
  }
  return lines;
}

/**
 * The title and the largest font size at which it fits; a title that fits at none is cut at a word to TITLE_MAX_CHARS.
 */
export function fitTitle(title: string): { text: string; fontSize: number } {
  const text = truncate(title.trim().replace(/\s+/g, ' '), TITLE_MAX_CHARS);
  for (const fontSize of FONT_SIZES) {
    if (estimateLines(text, fontSize) * fontSize * TITLE_LINE_HEIGHT <= TITLE_BOX_HEIGHT) return { text, fontSize };
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1];
  const maxLines = Math.floor(TITLE_BOX_HEIGHT / (fontSize * TITLE_LINE_HEIGHT));
  let cut = text;
  while (cut.length > 1 && estimateLines(cut, fontSize) > maxLines) cut = truncate(cut, cut.length - 8);
  return { text: cut, fontSize };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The custom properties of one colour theme in a stylesheet, by name without the leading dashes. */
export function themeTokens(css: string, theme: 'dark' | 'light'): Record<string, string> {
  const block = new RegExp(`html\\[data-theme=['"]?${theme}['"]?\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const tokens: Record<string, string> = {};
  for (const m of block.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) tokens[m[1]] = m[2].trim();
  return tokens;
}
