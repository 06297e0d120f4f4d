import { describe, expect, it } from 'vitest';
import { formatProblem, hasProblems, lineColumnAt, problemsMessage, uniqueProblems } from './problem';

describe('problems', () => {
  it('prints file:line:column, two spaces, then the message', () => {
    expect(formatProblem({ file: 'content/a.mdx', line: 3, column: 7, message: 'Bad' })).toBe('content/a.mdx:3:7  Bad');
    expect(problemsMessage('Title', [{ file: 'a', line: 1, column: 2, message: 'm' }])).toBe('Title\n  a:1:2  m');
  });

  it('keeps each problem once, in first order', () => {
    const a = { file: 'a', line: 1, column: 1, message: 'x' };
    const b = { file: 'b', line: 1, column: 1, message: 'x' };
    expect(uniqueProblems([a, b, { ...a }])).toEqual([a, b]);
  });

  it('turns an offset into a 1-based line and column, for \\n and \\r\\n', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
  });

  it('recognises errors that carry problems', () => {
    expect(
      hasProblems(Object.assign(new Error('x'), { problems: [{ file: 'a', line: 1, column: 1, message: 'm' }] })),
    ).toBe(true);
    expect(hasProblems(Object.assign(new Error('x'), { problems: [] }))).toBe(false);
    expect(hasProblems({ problems: [{}] })).toBe(false);
  });
});
