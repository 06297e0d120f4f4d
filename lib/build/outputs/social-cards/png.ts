import 'server-only';
import sharp from 'sharp';

/** Colours of a card's palette: the background, the rule, three text colours and their anti-aliasing. */
export const CARD_PALETTE_COLOURS = 16;

/**
 * A card re-encoded as a palette PNG (4 bits a pixel). next/og writes 32-bit RGBA; a card is a flat
 * background with text in three colours, so 16 colours keep it visually the same in far fewer bytes, which
 * counts on a site with thousands of pages. No dithering: on flat colours it only adds noise and bytes. zlib
 * level 6: nearly level 9's size in less time (most of a card's time goes to the quantizer anyway).
 */
export function paletteCard(png: Uint8Array): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, colours: CARD_PALETTE_COLOURS, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
}
