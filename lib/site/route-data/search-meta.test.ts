import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '../config/load';
import { searchMetaTags } from './search-meta';

const config = getSiteConfig();

describe('DocSearch meta tags', () => {
  it('give a docs page its locale, its version tag and its version name', () => {
    expect(searchMetaTags(config, { name: 'current', tag: 'docs-default-current' })).toEqual({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: 'docs-default-current',
      'docsearch:docusaurus_tag': 'docs-default-current',
      docusaurus_version: 'current',
      'docsearch:version': 'current',
    });
  });

  it("give other pages the locale and the 'default' tag, without a version", () => {
    expect(searchMetaTags(config)).toEqual({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: 'default',
      'docsearch:docusaurus_tag': 'default',
    });
  });

  it('give the not-found page under the docs route the docs tag but no version', () => {
    expect(searchMetaTags(config, { tag: 'docs-default-current' })).not.toHaveProperty('docusaurus_version');
    expect(searchMetaTags(config, { tag: 'docs-default-current' }).docusaurus_tag).toBe('docs-default-current');
  });
});
