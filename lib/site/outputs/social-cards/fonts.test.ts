import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngSize } from '../../../../tests/helpers/png';
import type { CardContent } from './card-data';
import { cardFonts, parseUnicodeRanges } from './fonts';

const card: CardContent = {
  siteTitle: 'RA.Aid Documentation',
  host: 'docs.ra-aid.ai',
  title: 'Installing RA.Aid',
  category: 'Quick Start',
  colors: { bg: '#1b1b1d', text: '#e3e3e3', muted: '#a8adb4', border: '#444950', primary: '#6cb6ff' },
};

describe('social card fonts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads Fontsource unicode ranges, wildcards included', () => {
    expect(parseUnicodeRanges('U+1f1e6-1f1ff,U+23, U+4??')).toEqual([
      [0x1f1e6, 0x1f1ff],
      [0x23, 0x23],
      [0x400, 0x4ff],
    ]);
  });

  it('draws a Latin card with Geist alone', () => {
    const { texts, fonts } = cardFonts({ title: 'Installing RA.Aid', category: 'Quick Start' });
    expect(texts).toEqual({ title: 'Installing RA.Aid', category: 'Quick Start' });
    expect(fonts.map((f) => f.name)).toEqual(['Geist']);
  });

  it('keeps emoji, Chinese, kana and Cyrillic, and leaves out whole words the shipped fonts cannot draw', () => {
    const { texts, fonts } = cardFonts({ title: 'Getting help ⚠️ 入门 はじめに Привет 시작하기 done' });
    expect(texts.title).toBe('Getting help ⚠️ 入门 はじめに Привет done');
    expect(fonts[0].name).toBe('Geist');
    expect(fonts.map((f) => f.name)).toContain('Noto Emoji');
    expect(fonts.some((f) => f.name.startsWith('Noto Sans SC'))).toBe(true);
  });

  it('draws a card titled with emoji and CJK without any network request', async () => {
    // next/og asks the network for any character its fonts lack; a build may have none. It also fetches its own
    // layout engine from a data: URL, which is no network request and is let through.
    const realFetch = globalThis.fetch;
    const requested: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      requested.push(url);
      return Promise.reject(new Error('no network in this test'));
    });
    const { drawCard } = await import('./card');
    const png = await drawCard({ ...card, title: 'Getting help ⚠️ 入门指南 はじめに 🚀', category: '快速开始' });
    expect(pngSize(new Uint8Array(png))).toEqual({ width: 1200, height: 630 });
    expect(requested).toEqual([]);
  });
});
