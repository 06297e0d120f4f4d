// A step of scripts/finish-export.ts: a page whose inline RSC payload is the same text as its route's `.txt`
// file (which Next writes for client navigation) loads it from that file instead.
//
// Next puts the payload that hydration reads inline, at the end of the body, as `self.__next_f.push([1, "…"])`
// scripts: about 40 % of a page's HTML, a second copy of what `{route}.txt` holds. The reader never needs it
// before the scripts run, which is after the first paint (paint-first.ts), but the browser downloads the whole
// document first; a slow phone, and Lighthouse's simulation of one, count it before the text can paint. Moved
// out, the document is that much smaller (and so is out/), and the paint-first loader fetches the file in
// parallel with the chunks, pushing its text the way the inline scripts did before the chunks run.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBase } from '../../lib/paths';

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * The page without its inline payload scripts, when their text together equals `payload` exactly (and the
 * page has no other kind of push: form state or binary chunks stay inline); else the page unchanged and
 * `moved` false.
 */
export function movePayload(html: string, payload: string): { html: string; moved: boolean } {
  const pushes = [...html.matchAll(PUSH)];
  if (!pushes.length) return { html, moved: false };
  let text = '';
  for (const [, args] of pushes) {
    let seg: unknown;
    try {
      seg = JSON.parse(args);
    } catch {
      return { html, moved: false };
    }
    if (!Array.isArray(seg) || seg[0] !== 1 || typeof seg[1] !== 'string') return { html, moved: false };
    text += seg[1];
  }
  if (text !== payload) return { html, moved: false };
  return { html: html.replace(PUSH, ''), moved: true };
}

/** The payload file of an exported page (`a/b.html` → `a/b.txt`, `index.html` → `index.txt`). */
export function payloadPathOf(htmlPath: string): string {
  return htmlPath.replace(/\.html$/, '.txt');
}

/**
 * The page `file` (relative to the export `dir`) without its inline payload, and the URL (under `baseUrl`) the
 * loader fetches it from, when its route's .txt file holds exactly that payload; else null (the page keeps it).
 */
export function payloadFromFile(
  dir: string,
  file: string,
  html: string,
  baseUrl: string,
): { html: string; url: string } | null {
  const payloadFile = payloadPathOf(file);
  const path = join(dir, payloadFile);
  if (!existsSync(path)) return null;
  const moved = movePayload(html, readFileSync(path, 'utf8'));
  return moved.moved ? { html: moved.html, url: withBase(baseUrl, payloadFile.split('\\').join('/')) } : null;
}
