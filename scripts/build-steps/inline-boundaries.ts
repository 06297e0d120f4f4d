// A step of scripts/finish-export.ts: every Suspense boundary of an exported page is in place in its HTML, so the
// first paint shows the whole page.
//
// The gated leaves (components/gated-leaf.tsx) are Suspense boundaries. React's server renderer writes a finished
// boundary in place, except that once the page has passed about 12.8 KB it "outlines" each boundary over 500 bytes
// (the docs sidebar, a menu, the colour switch): it leaves a placeholder, writes the content at the end of the
// document in a hidden `<div hidden id="S:n">`, and a script (`$RC`) moves it into place after a frame or more. A
// static page has nothing left to stream, so this step does that move at build time: the placeholder becomes the
// content, with the marker of a finished boundary (`<!--$-->`) that hydration expects, and the hidden copy and its
// `$RC` call go.

const PLACEHOLDER = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g;

/** Why a page's outlined boundary could not be put in place (a change in React's output format). */
export class OutlinedBoundaryError extends Error {}

/** The page with every outlined boundary moved into place (else an OutlinedBoundaryError); the same text when it has none. */
export function inlineOutlinedBoundaries(html: string): string {
  let out = html;
  for (const [placeholder, id] of [...html.matchAll(PLACEHOLDER)]) {
    const open = `<div hidden id="S:${id}">`;
    const call = `$RC("B:${id}","S:${id}")`;
    const start = out.indexOf(open);
    const callAt = out.indexOf(call, start);
    // The content ends where the script holding its $RC call begins (React writes one right after the other).
    const scriptAt = out.lastIndexOf('<script', callAt);
    if (start < 0 || callAt < 0 || out.slice(scriptAt - '</div>'.length, scriptAt) !== '</div>') {
      throw new OutlinedBoundaryError(
        `boundary B:${id} is outlined (written at the end of the page), but its content S:${id} and $RC call are not where React writes them`,
      );
    }
    const content = out.slice(start + open.length, scriptAt - '</div>'.length);
    // Drop the hidden copy and the call (the script may define $RC before calling it: that part stays).
    out = out.slice(0, start) + out.slice(scriptAt, callAt) + out.slice(callAt + call.length);
    out = out.replace(placeholder, () => `<!--$-->${content}<!--/$-->`);
  }
  if (hasOutlinedBoundary(out)) {
    throw new OutlinedBoundaryError(
      'a Suspense boundary is still outlined (its content would appear after the first paint)',
    );
  }
  return out.replace(/<script>;?<\/script>/g, '');
}

/** Whether the page still has a boundary that a script would move into place after the first paint. */
export function hasOutlinedBoundary(html: string): boolean {
  return /<template id="B:\d+"><\/template>/.test(html);
}
