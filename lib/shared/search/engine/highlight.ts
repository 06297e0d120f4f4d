import type { HighlightValue, MatchLevel } from '../types';

const WORD = /[\p{L}\p{N}]+/gu;

/** The searchable words of a text, lower-cased (the tokenizer of the local engine and of highlighting). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter(Boolean);
}

/** Typos allowed in a query word (index settings: 1 typo from 3 letters, 2 from 7; none on numbers). */
export function typosAllowed(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 7 ? 2 : word.length >= 3 ? 1 : 0;
}

/** Edit distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

function findMatch(word: string, queryWords: readonly string[]): number {
  for (let i = 0; i < queryWords.length; i++) {
    const q = queryWords[i];
    if (word === q) return i;
    if (i === queryWords.length - 1 && word.startsWith(q)) return i;
  }
  for (let i = 0; i < queryWords.length; i++) {
    const q = queryWords[i];
    const typos = typosAllowed(q);
    if (typos && boundedDistance(word, q, typos) <= typos) return i;
    if (
      typos &&
      i === queryWords.length - 1 &&
      word.length > q.length &&
      boundedDistance(word.slice(0, q.length), q, typos) <= typos
    )
      return i;
  }
  return -1;
}

/** Answers per query (one `queryWords` array per search): a text word is looked up once per query. */
const answers = new WeakMap<readonly string[], Map<string, number>>();

/**
 * Which query word a text word matches, or -1: the same word, a prefix for the last query word (typed as you go), or
 * within its typo allowance.
 */
export function matchWord(word: string, queryWords: readonly string[]): number {
  let known = answers.get(queryWords);
  if (!known) answers.set(queryWords, (known = new Map()));
  let answer = known.get(word);
  if (answer === undefined) known.set(word, (answer = findMatch(word, queryWords)));
  return answer;
}

export interface Tags {
  pre: string;
  post: string;
}

function matchInfo(
  found: Set<number>,
  queryWords: readonly string[],
): Pick<HighlightValue, 'matchLevel' | 'matchedWords'> {
  const matchedWords = [...found].sort((a, b) => a - b).map((i) => queryWords[i]);
  const matchLevel: MatchLevel = found.size === 0 ? 'none' : found.size === queryWords.length ? 'full' : 'partial';
  return { matchLevel, matchedWords };
}

/**
 * Wraps matching words in the highlight tags without escaping the text, as Algolia does: the UI renders values as text
 * (highlight-parts.ts).
 */
function markUp(text: string, queryWords: readonly string[], tags: Tags, found: Set<number>): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const at = m.index ?? 0;
    const hit = queryWords.length ? matchWord(m[0].toLowerCase(), queryWords) : -1;
    if (hit < 0) continue;
    found.add(hit);
    out += text.slice(last, at) + tags.pre + m[0] + tags.post;
    last = at + m[0].length;
  }
  return out + text.slice(last);
}

/** `_highlightResult` entry of one attribute value. */
export function highlight(text: string, queryWords: readonly string[], tags: Tags): HighlightValue {
  const found = new Set<number>();
  const value = markUp(text, queryWords, tags, found);
  const info = matchInfo(found, queryWords);
  return {
    value,
    ...info,
    fullyHighlighted: info.matchLevel === 'full' && tokenize(text).every((w) => matchWord(w, queryWords) >= 0),
  };
}

/** `_snippetResult` entry: a window of `words` words around the first match, with `ellipsis` where the text was cut. */
export function snippet(
  text: string,
  queryWords: readonly string[],
  words: number,
  tags: Tags,
  ellipsis: string,
): HighlightValue {
  const spans = [...text.matchAll(WORD)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    word: m[0].toLowerCase(),
  }));
  if (spans.length <= words) return highlight(text, queryWords, tags);
  const first = queryWords.length ? spans.findIndex((s) => matchWord(s.word, queryWords) >= 0) : -1;
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 2, spans.length - words));
  const end = start + words;
  const from = start === 0 ? 0 : spans[start].start;
  const to = end >= spans.length ? text.length : spans[end - 1].end;
  const found = new Set<number>();
  const body = markUp(text.slice(from, to), queryWords, tags, found);
  return {
    value: `${start > 0 ? ellipsis : ''}${body}${end < spans.length ? ellipsis : ''}`,
    ...matchInfo(found, queryWords),
  };
}
