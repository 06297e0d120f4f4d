import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH } from './cards';
import { paletteCard } from './png';

// A card-like image: a flat dark background, a coloured rule and anti-aliased text in three colours.
async function cardLike(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
    <rect width="100%" height="100%" fill="#1b1b1d"/><rect width="100%" height="12" fill="#6cb4ff"/>
    <text x="80" y="120" font-size="32" fill="#e3e3e3" font-family="sans-serif">RA.Aid Documentation</text>
    <text x="80" y="280" font-size="30" fill="#6cb4ff" font-family="sans-serif">Quick Start · Version Next</text>
    <text x="80" y="380" font-size="72" fill="#e3e3e3" font-family="sans-serif">Installing RA.Aid</text>
    <text x="80" y="560" font-size="26" fill="#a0a0a8" font-family="sans-serif">docs.ra-aid.ai</text></svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}

describe('paletteCard', () => {
  it('writes a smaller palette PNG of the same size that looks the same', async () => {
    const original = await cardLike();
    const small = await paletteCard(original);
    const meta = await sharp(small).metadata();
    expect([meta.format, meta.width, meta.height, meta.isPalette]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT, true]);
    expect(small.length).toBeLessThan(original.length / 2);
    const [a, b] = await Promise.all([original, small].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
    let total = 0;
    for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
    // Mean difference per channel value (0–255): anti-aliased edges move a little, flat areas not at all.
    expect(total / a.length).toBeLessThan(2);
  });
});
