import 'server-only';
import sharp from 'sharp';

/** Colours of a card's palette: the background, the rule, three text colours and their anti-aliasing. */
export const CARD_PALETTE_COLOURS = 16;

/**
 * A card re-encoded as a palette PNG (4 bits a pixel). next/og writes 32-bit RGBA; a card is a flat
 * background with text in three colours, so 16 colours keep it visually the same at about a fifth of
 * the bytes (about 40 KiB → 8 KiB here; at 2,000 pages that is about 80 MB of out/). No dithering: on
 * flat colours it only adds noise and bytes. zlib level 6: within 3 % of level 9's size at about three
 * quarters of its time (about 16 ms a card here, most of it the quantizer).
 */
export function paletteCard(png: Uint8Array): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, colours: CARD_PALETTE_COLOURS, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
}
