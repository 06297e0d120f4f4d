import { describe, expect, it } from 'vitest';
import { capQuery, MAX_QUERY_LENGTH, searchPageQuery } from './query-text';

describe('search query length', () => {
  it('keeps queries of up to 64 characters as they are', () => {
    expect(MAX_QUERY_LENGTH).toBe(64);
    expect(capQuery('ollama')).toBe('ollama');
    expect(capQuery('x'.repeat(64))).toBe('x'.repeat(64));
  });

  it('cuts longer queries to 64 characters', () => {
    expect(capQuery('a'.repeat(10_000))).toBe('a'.repeat(64));
  });

  it('does not leave half an emoji at the cut', () => {
    const query = `${'a'.repeat(63)}😀tail`;
    expect(capQuery(query)).toBe('a'.repeat(63));
  });
});

describe('searchPageQuery', () => {
  it('reads ?q= and cuts it like the modal, so the results and the <title> never see more', () => {
    expect(searchPageQuery(`?q=${'b'.repeat(10_000)}`)).toBe('b'.repeat(64));
    expect(searchPageQuery('?q=set%20up%20ollama&x=1')).toBe('set up ollama');
    expect(searchPageQuery('')).toBe('');
  });
});
