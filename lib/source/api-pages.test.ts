import { describe, expect, it } from 'vitest';
import { firstSentence } from '../openapi/text';

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('Returns `pending` sessions. More text.\n\nSecond paragraph.')).toBe(
      'Returns pending sessions.',
    );
    expect(firstSentence('See [the guide](/x) for **details**')).toBe('See the guide for details');
    expect(firstSentence(undefined)).toBeUndefined();
  });
});
