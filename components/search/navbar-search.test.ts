import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '@/lib/site/tasks';
import { SearchPreconnect } from './navbar-search';

const config = (algolia: Record<string, string>) =>
  validateSiteConfig(
    { url: 'https://x.dev', baseUrl: '/', title: 'D', themeConfig: { navbar: { items: [] }, algolia } },
    'test',
  );

describe('SearchPreconnect', () => {
  it('preconnects to the Algolia search host when an application id is configured', () => {
    const html = renderToStaticMarkup(
      createElement(SearchPreconnect, { config: config({ appId: 'ABC', apiKey: 'k' }) }),
    );
    expect(html).toBe('<link rel="preconnect" href="https://ABC-dsn.algolia.net" crossorigin="anonymous"/>');
  });

  it('adds nothing for the local index', () => {
    expect(renderToStaticMarkup(createElement(SearchPreconnect, { config: config({}) }))).toBe('');
  });
});
