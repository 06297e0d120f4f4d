import { record } from './test-records';
import type { SearchRecord } from '../../../lib/shared/search/types';

/** A deterministic pseudo-random generator (tests must not depend on Math.random). */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Records of `pages` synthetic pages (a title, headings and paragraphs each) over a vocabulary of
 * made-up words, with Zipf-like word frequencies, so that an index of them has many term shards.
 */
export function syntheticRecords(pages: number, seed = 7): SearchRecord[] {
  const random = generator(seed);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const vocabulary = Array.from({ length: 4000 }, () => {
    const length = 3 + Math.floor(random() * 8);
    return Array.from({ length }, () => letters[Math.floor(random() ** 1.5 * letters.length)]).join('');
  });
  const word = () => vocabulary[Math.floor(random() ** 2.5 * vocabulary.length)];
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const out: SearchRecord[] = [];
  for (let p = 0; p < pages; p++) {
    const lvl0 = `Section ${p % 12}`;
    const lvl1 = words(3);
    const url = `https://docs.example.com/page-${p}`;
    const tag = p % 5 === 0 ? 'docs-default-1.0' : 'docs-default-current';
    out.push(record(`p${p}`, { lvl0, lvl1, url, tag }));
    out.push(record(`p${p}-intro`, { lvl0, lvl1, content: words(30), url, tag }));
    for (let h = 0; h < 4; h++) {
      const lvl2 = words(2);
      out.push(record(`p${p}-h${h}`, { lvl0, lvl1, lvl2, url: `${url}#h${h}`, tag }));
      for (let c = 0; c < 2; c++)
        out.push(record(`p${p}-h${h}-c${c}`, { lvl0, lvl1, lvl2, content: words(25), url: `${url}#h${h}`, tag }));
    }
  }
  return out;
}
