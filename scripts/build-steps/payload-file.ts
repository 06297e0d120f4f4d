// A step of scripts/finish-export.ts: a page whose inline RSC payload is the same text as its route's `.txt`
// file (which Next writes for client navigation) loads it from that file instead.
//
// Next puts the payload that hydration reads inline, at the end of the body, as `self.__next_f.push([1, "…"])`
// scripts: about 40 % of a page's HTML, a second copy of what `{route}.txt` holds. The reader never needs it
// before the scripts run, which is after the first paint (paint-first.ts), but the browser downloads the whole
// document first; a slow phone, and Lighthouse's simulation of one, count it before the text can paint. Moved
// out, the document is that much smaller (and so is out/), and the paint-first loader fetches the file in
// parallel with the chunks, pushing its text the way the inline scripts did before the chunks run.

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
