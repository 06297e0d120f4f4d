// The part of opentype.js (which ships no types) that fonts.ts reads: a font's character map.
declare module 'opentype.js' {
  export interface Font {
    tables: { cmap?: { glyphIndexMap: Record<number, number> } };
  }
  export const parse: ((buffer: ArrayBuffer) => Font) | undefined;
  const opentype: { parse: (buffer: ArrayBuffer) => Font };
  export default opentype;
}
