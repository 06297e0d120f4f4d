import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../../browser/search/highlight-parts';
import { highlight, matchWord, snippet } from './highlight';
import { LocalEngine } from './local-engine';
import { record } from '../../../../tests/helpers/search/test-records';
import type { HighlightValue } from '../types';

const tags = { pre: '<mark>', post: '</mark>' };

describe('highlight and snippet values', () => {
  it('marks exact words, a prefix of the last query word, and words within the typo allowance', () => {
    expect(matchWord('ollama', ['ollama'])).toBe(0);
    expect(matchWord('ollama', ['oll'])).toBe(0);
    expect(matchWord('ollama', ['oll', 'model'])).toBe(-1);
    expect(matchWord('ollama', ['olama'])).toBe(0);
    expect(matchWord('at', ['it'])).toBe(-1);
    expect(highlight('Log levels and loops', ['log', 'level'], tags).value).toBe(
      '<mark>Log</mark> <mark>levels</mark> and loops',
    );
  });

  it('reports full, partial and no matches', () => {
    expect(highlight('expert model', ['expert', 'model'], tags).matchLevel).toBe('full');
    expect(highlight('expert model', ['expert', 'zebra'], tags)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['expert'],
    });
    expect(highlight('expert model', ['zebra'], tags).matchLevel).toBe('none');
  });

  it('cuts a snippet to the word count with ellipses on cut sides only', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    expect(snippet(text, ['one'], 3, tags, '…').value).toBe('<mark>one</mark> two three…');
    expect(snippet(text, ['twelve'], 3, tags, '…').value).toBe('…ten eleven <mark>twelve</mark>');
    expect(snippet(text, ['six'], 3, tags, '…').value).toBe('…four five <mark>six</mark>…');
    expect(snippet(text, ['zzz'], 2, tags, '…').value).toBe('one two…');
  });
});

describe('highlightParts (safe highlight rendering)', () => {
  it('splits a value into text and matched parts, keeping every other character as it is', () => {
    expect(highlightParts('a <mark>b</mark> c <d> &amp; &')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c <d> &amp; &', match: false },
    ]);
  });

  it('never turns markup inside a record or query into elements: only the highlight tags become marks', () => {
    const engine = new LocalEngine([
      record('x', { lvl1: 'Evil <img src=x onerror=alert(1)> page', content: 'Run <script>alert("x")</script> now' }),
    ]);
    const hit = engine.search({
      query: 'script alert',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:10'],
    }).hits[0];
    const content = (hit._snippetResult!.content as HighlightValue).value;
    const parts = highlightParts(content);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['script', 'alert', 'script']);
    expect(parts.map((p) => p.text).join('')).toBe('Run <script>alert("x")</script> now');
    const title = highlightParts((hit._highlightResult!.hierarchy as Record<string, HighlightValue>).lvl1.value);
    expect(title.map((p) => p.text).join('')).toBe('Evil <img src=x onerror=alert(1)> page');
  });

  it('keeps an unclosed highlight tag as text', () => {
    expect(highlightParts('a <mark>b')).toEqual([{ text: 'a <mark>b', match: false }]);
  });
});
