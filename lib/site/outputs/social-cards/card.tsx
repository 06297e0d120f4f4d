// Drawn at build time by next/og (Satori), which takes only plain elements with inline styles and flex layout.
import { ImageResponse } from 'next/og';
import { CARD_HEIGHT, CARD_WIDTH, fitTitle, TITLE_BOX_HEIGHT, TITLE_BOX_WIDTH, TITLE_LINE_HEIGHT } from './cards';
import type { CardContent } from './card-data';
import { cardFonts } from './fonts';
import { paletteCard } from './png';

/**
 * The card as a palette PNG (lib/site/outputs/social-cards/png.ts). Only characters the shipped fonts have are
 * drawn (lib/site/outputs/social-cards/fonts.ts): for any other, next/og would download a font.
 */
export async function drawCard(card: CardContent): Promise<Buffer> {
  const { siteTitle, host, title, category, version } = card;
  // The ellipsis of a cut title and the kicker's separator are drawn too.
  const { texts, fonts } = cardFonts({ siteTitle, host, title, category, version, marks: '…·' });
  const shown: CardContent = { ...card, ...texts, title: texts.title.trim() || siteTitle };
  const drawn = new ImageResponse(<SocialCard card={shown} />, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return paletteCard(new Uint8Array(await drawn.arrayBuffer()));
}

export function SocialCard({ card }: { card: CardContent }) {
  const { colors } = card;
  const title = fitTitle(card.title);
  const kicker = [card.category, card.version ? `Version ${card.version}` : undefined].filter(Boolean).join('  ·  ');
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 56px',
        background: colors.bg,
        color: colors.text,
        borderTop: `12px solid ${colors.primary}`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 32, color: colors.text }}>
        {card.logo ? (
          // eslint-disable-next-line jsx-a11y/alt-text -- Satori draws plain <img>; the card is an image itself.
          <img src={card.logo} height={48} style={{ height: 48 }} />
        ) : null}
        <span>{card.siteTitle}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: TITLE_BOX_WIDTH }}>
        {kicker ? (
          <div style={{ display: 'flex', fontSize: 30, color: colors.primary, marginBottom: 20, letterSpacing: 1 }}>
            {kicker}
          </div>
        ) : null}
        <div
          style={{
            display: 'flex',
            maxHeight: TITLE_BOX_HEIGHT,
            overflow: 'hidden',
            fontSize: title.fontSize,
            lineHeight: TITLE_LINE_HEIGHT,
            wordBreak: 'break-word',
            color: colors.text,
          }}
        >
          {title.text}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          paddingTop: 24,
          borderTop: `2px solid ${colors.border}`,
          fontSize: 26,
          color: colors.muted,
        }}
      >
        <span>{card.host}</span>
      </div>
    </div>
  );
}
