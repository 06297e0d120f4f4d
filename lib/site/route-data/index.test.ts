import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.mjs';
import { validateSiteConfig } from '../config/schema';
import { formatTitle } from './index';
import { ogLocale, pageMetadata } from './metadata';

const config = validateSiteConfig(siteConfig, 'site.config.mjs');

describe('titles and head metadata', () => {
  it('formats titles as "Page | Site title", and the site title alone for an empty page title', () => {
    expect(formatTitle('  Installing RA.Aid ', 'RA.Aid Documentation')).toBe(
      'Installing RA.Aid | RA.Aid Documentation',
    );
    expect(formatTitle('   ', 'RA.Aid Documentation')).toBe('RA.Aid Documentation');
  });

  it('writes og:locale with underscores', () => {
    expect(ogLocale('en')).toBe('en');
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });

  it('gives canonical, hreflang with x-default, og and twitter tags', () => {
    const meta = pageMetadata(config, { route: '/usage/web-ui', title: 'Web UI', description: 'The web UI' });
    expect(meta.title).toEqual({ absolute: 'Web UI | RA.Aid Documentation' });
    expect(meta.alternates).toEqual({
      canonical: 'https://docs.ra-aid.ai/usage/web-ui',
      languages: { en: 'https://docs.ra-aid.ai/usage/web-ui', 'x-default': 'https://docs.ra-aid.ai/usage/web-ui' },
    });
    expect(meta.openGraph).toMatchObject({
      title: 'Web UI | RA.Aid Documentation',
      url: 'https://docs.ra-aid.ai/usage/web-ui',
      locale: 'en',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.robots).toBeUndefined();
  });

  it("links the page's Markdown twin as a text/markdown alternate, with the base path", () => {
    const meta = pageMetadata(
      { ...config, baseUrl: '/pr-42/' },
      { route: '/usage/web-ui', title: 'Web UI', markdown: '/usage/web-ui.md' },
    );
    expect(meta.alternates?.types).toEqual({ 'text/markdown': `${config.url}/pr-42/usage/web-ui.md` });
    expect(pageMetadata(config, { route: '/search', title: 'Search' }).alternates?.types).toBeUndefined();
  });

  it('links the release feeds of a page as alternates of their types, with their titles and the base path', () => {
    const feeds = [
      { type: 'application/atom+xml', title: 'Atom feed', href: '/release-notes/atom.xml' },
      { type: 'application/rss+xml', title: 'RSS feed', href: '/release-notes/rss.xml' },
    ];
    const meta = pageMetadata({ ...config, baseUrl: '/pr-42/' }, { route: '/release-notes', feeds });
    expect(meta.alternates?.types).toEqual({
      'application/atom+xml': [{ url: `${config.url}/pr-42/release-notes/atom.xml`, title: 'Atom feed' }],
      'application/rss+xml': [{ url: `${config.url}/pr-42/release-notes/rss.xml`, title: 'RSS feed' }],
    });
  });

  it('adds robots noindex, nofollow when the site config sets noIndex', () => {
    const meta = pageMetadata({ ...config, noIndex: true }, { route: '/', title: 'Intro' });
    expect(meta.robots).toEqual({ index: false, follow: false });
  });
});
