import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.mjs';
import { validateSiteConfig } from '../config/schema';
import { pageMetadata, siteImageUrl } from './metadata';

const config = validateSiteConfig(siteConfig, 'site.config.mjs');
const images = (meta: ReturnType<typeof pageMetadata>) => ({
  og: (meta.openGraph?.images as { url: string }[] | undefined)?.map((i) => i.url),
  twitter: meta.twitter?.images,
});

describe('page images (og:image, twitter:image)', () => {
  it("use the page's social card as an absolute URL with the base path", () => {
    const meta = pageMetadata(
      { ...config, baseUrl: '/pr-42/', trailingSlash: true },
      { route: '/quickstart/installation', title: 'Installing', card: '/img/cards/quickstart/installation.png' },
    );
    const url = 'https://docs.ra-aid.ai/pr-42/img/cards/quickstart/installation.png';
    expect(images(meta)).toEqual({ og: [url], twitter: [url] });
  });

  it("let a page's front-matter image win over its card, and keep absolute image URLs as they are", () => {
    const local = pageMetadata(config, { route: '/a', image: 'img/custom.png', card: '/img/cards/a.png' });
    expect(images(local)).toEqual({
      og: ['https://docs.ra-aid.ai/img/custom.png'],
      twitter: ['https://docs.ra-aid.ai/img/custom.png'],
    });
    const remote = pageMetadata(config, {
      route: '/a',
      image: 'https://cdn.example.com/a.png',
      card: '/img/cards/a.png',
    });
    expect(images(remote).og).toEqual(['https://cdn.example.com/a.png']);
  });

  it("fall back to the config's image for a page without a card or image, and to none without it", () => {
    expect(images(pageMetadata(config, { route: '/a' })).og).toEqual(['https://docs.ra-aid.ai/img/social-card.png']);
    expect(siteImageUrl(config)).toBe('https://docs.ra-aid.ai/img/social-card.png');
    const bare = { ...config, themeConfig: { ...config.themeConfig, image: undefined } };
    expect(images(pageMetadata(bare, { route: '/a' }))).toEqual({ og: undefined, twitter: undefined });
  });
});
