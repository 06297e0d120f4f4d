import { describe, expect, it } from 'vitest';
import { decideColorMode } from './color-mode';

const facts = (query: string | null, stored: string | null, os: 'dark' | 'light' | null = null) => ({
  query,
  stored,
  matches: (media: string) => os !== null && media === `(prefers-color-scheme: ${os})`,
});
const fixed = { defaultMode: 'dark', respectPrefersColorScheme: false } as const;
const followOs = { defaultMode: 'dark', respectPrefersColorScheme: true } as const;

describe('decideColorMode', () => {
  it('takes ?docusaurus-theme= first, then the stored value, both as they are', () => {
    expect(decideColorMode(facts('light', 'dark', 'dark'), followOs)).toBe('light');
    expect(decideColorMode(facts(null, 'blue', 'dark'), followOs)).toBe('blue');
  });

  it('then the OS preference when respected, else the default', () => {
    expect(decideColorMode(facts(null, null, 'light'), followOs)).toBe('light');
    expect(decideColorMode(facts(null, null, 'dark'), { ...followOs, defaultMode: 'light' })).toBe('dark');
    expect(decideColorMode(facts(null, null, 'light'), fixed)).toBe('dark');
    expect(decideColorMode(facts(null, null, null), followOs)).toBe('dark');
  });
});
