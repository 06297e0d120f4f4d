import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as opentype from 'opentype.js';

/**
 * The card fonts, from pinned npm packages under the SIL OFL: Geist for Latin, Noto Emoji, and Noto Sans SC subsets for
 * other scripts. next/og downloads fonts for characters its fonts lack and a build may be offline, so characters these
 * fonts lack are left out of the card.
 */

/** A font as next/og (Satori) takes it. */
export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400;
  style: 'normal';
}

interface Face {
  name: string;
  file: string;
  /** Code points the Unicode range of a subset claims (a quick filter before its character map is read). */
  ranges?: [number, number][];
}

// opentype.js is UMD under Node (the card route too: next.config.mjs keeps it external) and an ES module under a
// bundler, so take `parse` from whichever loaded.
const parseFont = opentype.parse ?? opentype.default.parse;

const FONTSOURCE = join('node_modules', '@fontsource');
const GEIST: Face = {
  name: 'Geist',
  file: join(FONTSOURCE, 'geist-sans', 'files', 'geist-sans-latin-400-normal.woff'),
};
const EMOJI: Face = {
  name: 'Noto Emoji',
  file: join('node_modules', '@expo-google-fonts', 'noto-emoji', '400Regular', 'NotoEmoji_400Regular.ttf'),
};

/** `U+1f1e6-1f1ff,U+23,U+4??` → inclusive code point ranges. */
export function parseUnicodeRanges(text: string): [number, number][] {
  return text.split(',').flatMap((part): [number, number][] => {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    if (m[1].includes('?')) return [[parseInt(m[1].replace(/\?/g, '0'), 16), parseInt(m[1].replace(/\?/g, 'f'), 16)]];
    return [[parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16)]];
  });
}

let faces: Face[] | undefined;
/** Every face in Satori's fallback order: Geist, emoji (which then draws ⚠ and ©), then the subsets. */
function allFaces(): Face[] {
  if (!faces) {
    const dir = join(FONTSOURCE, 'noto-sans-sc');
    const ranges = JSON.parse(readFileSync(join(process.cwd(), dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    const subsets = Object.entries(ranges).map(([key, value]) => {
      const id = key.replace(/^\[|\]$/g, '');
      // Satori keeps one font per name, weight and style: each subset needs a name of its own.
      return {
        name: `Noto Sans SC ${id}`,
        file: join(dir, 'files', `noto-sans-sc-${id}-400-normal.woff`),
        ranges: parseUnicodeRanges(value),
      };
    });
    faces = [GEIST, EMOJI, ...subsets];
  }
  return faces;
}

const data = new Map<string, Buffer>();
const charMaps = new Map<string, Set<number>>();

function fileData(face: Face): Buffer {
  if (!data.has(face.file)) data.set(face.file, readFileSync(join(process.cwd(), face.file)));
  return data.get(face.file)!;
}

function has(face: Face, cp: number): boolean {
  if (face.ranges && !face.ranges.some(([a, b]) => cp >= a && cp <= b)) return false;
  if (!charMaps.has(face.file)) {
    const bytes = fileData(face);
    const font = parseFont(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    charMaps.set(face.file, new Set(Object.keys(font.tables.cmap?.glyphIndexMap ?? {}).map(Number)));
  }
  return charMaps.get(face.file)!.has(cp);
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * Text as the card can draw it. Satori picks a face by a grapheme's first code point and fetches a font when that face
 * lacks any of its code points, so such a grapheme is cut to its first code point when that can be drawn, else left
 * out.
 */
export function drawableText(text: string, used: Set<Face>): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  const bySurrogate = new Map<number, Face | undefined>();
  // A word that lost a letter would be garbled: it is left out whole.
  return text
    .split(/(\s+)/u)
    .map((word) => {
      if (PRINTABLE_ASCII.test(word) || /^\s*$/u.test(word)) return word;
      let out = '';
      const faces: Face[] = [];
      for (const { segment } of segmenter.segment(word)) {
        if (PRINTABLE_ASCII.test(segment)) {
          out += segment;
          continue;
        }
        const points = [...segment].map((c) => c.codePointAt(0)!);
        const unit = segment.charCodeAt(0);
        const face = bySurrogate.has(unit) ? bySurrogate.get(unit) : allFaces().find((f) => has(f, points[0]));
        bySurrogate.set(unit, face);
        if (!face) {
          if (/\p{L}/u.test(segment)) return '';
          continue;
        }
        faces.push(face);
        out += points.every((cp) => has(face, cp)) ? segment : String.fromCodePoint(points[0]);
      }
      for (const face of faces) used.add(face);
      return out;
    })
    .join('')
    .replace(/\s{2,}/gu, ' ');
}

const fontLists = new Map<string, CardFont[]>();

/**
 * The fonts for one card's texts: Geist, then the faces its other characters need. The same faces give the same array,
 * which Satori parses once.
 */
export function cardFonts<T extends Record<string, string | undefined>>(texts: T): { texts: T; fonts: CardFont[] } {
  const used = new Set<Face>([GEIST]);
  const shown = Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, value === undefined ? value : drawableText(value, used)]),
  ) as T;
  const list = allFaces().filter((f) => used.has(f));
  const key = list.map((f) => f.file).join('|');
  if (!fontLists.has(key))
    fontLists.set(
      key,
      list.map((f) => ({ name: f.name, data: fileData(f), weight: 400, style: 'normal' })),
    );
  return { texts: shown, fonts: fontLists.get(key)! };
}
