import { describe, expect, it } from 'vitest';
import { peekStorage } from './storage-peek';

describe('peekStorage', () => {
  it('reads the stored value, or null for a missing key', () => {
    const stored = new Map([['theme', 'light']]);
    const storage = () => ({ getItem: (key: string) => stored.get(key) ?? null });
    expect(peekStorage('theme', storage)).toBe('light');
    expect(peekStorage('other', storage)).toBeNull();
  });
  it('gives null, without throwing, where storage cannot be reached or read', () => {
    const unreachable = () => {
      throw new Error('SecurityError: access denied');
    };
    const failing = () => ({
      getItem: () => {
        throw new Error('read failed');
      },
    });
    expect(peekStorage('theme', unreachable)).toBeNull();
    expect(peekStorage('theme', failing)).toBeNull();
  });
});
