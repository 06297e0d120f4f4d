import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../../../../tests/helpers/png';
import { cardContent, cardParams } from './card-data';
import { cardPath, cardSlug, routeOfCardSlug } from '../../../shared/paths/outputs';
import { estimateLines, fitTitle, themeTokens, TITLE_BOX_HEIGHT, TITLE_LINE_HEIGHT, TITLE_MAX_CHARS } from './cards';

async function realSite() {
  const { getSite } = await import('../../source/index');
  return getSite();
}

describe('social card paths', () => {
  it('gives each page a PNG under /img/cards/ named after its route, index.png for the landing page', () => {
    expect(cardPath('/quickstart/installation')).toBe('/img/cards/quickstart/installation.png');
    expect(cardPath('/')).toBe('/img/cards/index.png');
    expect(cardPath('/1.0/guide/setup')).toBe('/img/cards/1.0/guide/setup.png');
    for (const route of ['/', '/quickstart', '/quickstart/installation', '/1.0', '/api/get-root-get'])
      expect(routeOfCardSlug(cardSlug(route))).toBe(route);
    expect(routeOfCardSlug(['quickstart', 'installation'])).toBeNull();
  });

  it('has one card route param per page of every docs version, and each names its page', async () => {
    const site = await realSite();
    const routes = site.versions.flatMap((v) => v.source.pages.map((p) => p.route));
    const params = cardParams(site);
    expect(params.map((p) => routeOfCardSlug(p.slug)).sort()).toEqual([...new Set(routes)].sort());
    expect(params).toContainEqual({ slug: ['index.png'] });
    expect(params).toContainEqual({ slug: ['quickstart', 'installation.png'] });
  });
});

describe('social card content', () => {
  it('shows the page title, its sidebar category, the site title and the dark theme colours of globals.css', async () => {
    const card = cardContent(await realSite(), '/quickstart/installation');
    expect(card).toMatchObject({
      siteTitle: 'RA.Aid Documentation',
      host: 'docs.ra-aid.ai',
      title: 'Installing RA.Aid',
      category: 'Quick Start',
    });
    expect(card?.colors).toMatchObject({ bg: '#1b1b1d', text: '#e3e3e3', primary: '#6cb6ff' });
    expect(card?.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(cardContent(await realSite(), '/no/such/page')).toBeNull();
  });

  it('reads the theme tokens of one colour mode from a stylesheet', () => {
    const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(themeTokens(css, 'dark')).toMatchObject({ bg: '#1b1b1d', 'text-muted': '#a8adb4' });
    expect(themeTokens(css, 'light').bg).not.toBe('#1b1b1d');
  });
});

describe('social card title', () => {
  const fits = (t: { text: string; fontSize: number }) =>
    estimateLines(t.text, t.fontSize) * t.fontSize * TITLE_LINE_HEIGHT <= TITLE_BOX_HEIGHT;

  it('keeps a short title whole at the largest size', () => {
    expect(fitTitle('Installation')).toEqual({ text: 'Installation', fontSize: 76 });
  });

  it('shrinks a long title so that it wraps inside the title box', () => {
    const title = 'Configuring RA.Aid with Ollama and other local model servers for offline work';
    const fitted = fitTitle(title);
    expect(fitted.text).toBe(title);
    expect(fitted.fontSize).toBeLessThan(76);
    expect(estimateLines(title, fitted.fontSize)).toBeGreaterThan(1);
    expect(fits(fitted)).toBe(true);
  });

  it('cuts a very long title at a word with an ellipsis so that it never overflows', () => {
    const title = `${'An extremely long page title about every provider and every option of RA.Aid '.repeat(4)}Supercalifragilisticexpialidociouslylongwordwithoutanyspaces`;
    const fitted = fitTitle(title);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitted.text.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(fits(fitted)).toBe(true);
    expect(fits(fitTitle('x'.repeat(400)))).toBe(true);
  });

  it('counts a word longer than a line as several lines', () => {
    expect(estimateLines('a'.repeat(100), 76)).toBeGreaterThan(2);
    expect(estimateLines('short words only', 76)).toBe(1);
  });
});

describe('social card image', () => {
  it('is a 1200×630 PNG, also for a very long title', async () => {
    const { ImageResponse } = await import('next/og');
    const { SocialCard } = await import('./card');
    const { createElement } = await import('react');
    const card = cardContent(await realSite(), '/quickstart/installation')!;
    const long = { ...card, title: 'A very long title '.repeat(20) };
    for (const c of [card, long]) {
      const res = new ImageResponse(createElement(SocialCard, { card: c }), { width: 1200, height: 630 });
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });
});
