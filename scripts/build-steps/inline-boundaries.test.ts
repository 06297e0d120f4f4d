import { describe, expect, it } from 'vitest';
import { hasOutlinedBoundary, inlineOutlinedBoundaries, OutlinedBoundaryError } from './inline-boundaries';

// The shape React's server renderer writes for an outlined boundary (react-dom 19.3): placeholder in place,
// content in a hidden div at the end, then a script that defines $RC (first time only) and calls it.
const RC = '$RC=function(a,b){/* moves b into a */}';
const page = (body: string, tail: string) => `<html><body>${body}<footer>f</footer>${tail}</body></html>`;

describe('inlineOutlinedBoundaries', () => {
  it('puts each outlined boundary in place as a finished one, and removes the hidden copies and their $RC calls', () => {
    const html = page(
      '<nav><!--$?--><template id="B:0"></template><!--/$--></nav><p>text</p><!--$?--><template id="B:1"></template><!--/$-->',
      `<div hidden id="S:0"><ul><li><div>a $& b</div></li></ul></div><script>${RC};$RC("B:0","S:0")</script>` +
        '<div hidden id="S:1"><button>x</button></div><script>$RC("B:1","S:1")</script>',
    );
    const out = inlineOutlinedBoundaries(html);
    expect(out).toBe(
      page(
        '<nav><!--$--><ul><li><div>a $& b</div></li></ul><!--/$--></nav><p>text</p><!--$--><button>x</button><!--/$-->',
        `<script>${RC};</script>`,
      ),
    );
    expect(hasOutlinedBoundary(out)).toBe(false);
  });

  it('leaves a page without outlined boundaries as it is', () => {
    const html = page('<!--$--><button>x</button><!--/$-->', '<script>self.x=1</script>');
    expect(inlineOutlinedBoundaries(html)).toBe(html);
    expect(hasOutlinedBoundary(html)).toBe(false);
  });

  it('fails, naming the boundary, when the content is not where React writes it', () => {
    const html = page('<!--$?--><template id="B:3"></template><!--/$-->', '<script>$RC("B:3","S:3")</script>');
    expect(hasOutlinedBoundary(html)).toBe(true);
    expect(() => inlineOutlinedBoundaries(html)).toThrow(OutlinedBoundaryError);
    expect(() => inlineOutlinedBoundaries(html)).toThrow(/B:3/);
  });
});
