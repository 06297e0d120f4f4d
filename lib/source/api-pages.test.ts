import { describe, expect, it } from 'vitest';
import { firstSentence } from '../openapi/text';
import { statusLabel } from './api-pages';

describe('statusLabel', () => {
  it('names common statuses and leaves unknown ones as they are', () => {
    expect(statusLabel('201')).toBe('201 Created');
    expect(statusLabel('422')).toBe('422 Unprocessable Content');
    expect(statusLabel('default')).toBe('Any other status');
    expect(statusLabel('299')).toBe('299');
  });
});

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('Returns `pending` sessions. More text.\n\nSecond paragraph.')).toBe('Returns pending sessions.');
    expect(firstSentence('See [the guide](/x) for **details**')).toBe('See the guide for details');
    expect(firstSentence(undefined)).toBeUndefined();
  });
});
