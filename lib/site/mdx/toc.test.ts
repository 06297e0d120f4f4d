import { describe, expect, it } from 'vitest';
import { buildToc } from './toc';

const h = (depth: number, text: string) => ({ depth, text, id: text.toLowerCase() });

describe('buildToc', () => {
  it('keeps levels 2 to 3 by default and nests h3 under the preceding h2', () => {
    const toc = buildToc([h(2, 'A'), h(3, 'A1'), h(4, 'A1x'), h(3, 'A2'), h(2, 'B')]);
    expect(toc.map((t) => t.text)).toEqual(['A', 'B']);
    expect(toc[0].children.map((t) => t.text)).toEqual(['A1', 'A2']);
    expect(toc[0].children[0].children).toEqual([]);
  });

  it('moves in-range descendants of a dropped heading up into its place', () => {
    const toc = buildToc([h(2, 'A'), h(3, 'A1'), h(4, 'Deep')], 3, 4);
    expect(toc.map((t) => t.text)).toEqual(['A1']);
    expect(toc[0].children.map((t) => t.text)).toEqual(['Deep']);
  });

  it('narrows to a single level when min equals max', () => {
    const toc = buildToc([h(2, 'A'), h(3, 'A1'), h(2, 'B')], 2, 2);
    expect(toc.map((t) => [t.text, t.children.length])).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
  });

  it('puts an h3 that comes before any h2 at the top level', () => {
    expect(buildToc([h(3, 'Lead'), h(2, 'A')]).map((t) => t.text)).toEqual(['Lead', 'A']);
  });
});
