import { describe, expect, it } from 'vitest';
import { indexUrlFor, indexUrlForRoute } from './route-search';

const settings = {
  indexUrl: '/docs/search-index.json',
  indexScopes: [
    { tags: ['default', 'docs-default-0.30.2'], url: '/docs/search-index/docs-default-0.30.2.json' },
    { tags: ['default', 'docs-default-current'], url: '/docs/search-index/docs-default-current.json' },
  ],
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.30.2']],
  versionFacetFilters: [
    {
      prefix: '/next',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    },
  ],
};

describe('indexUrlFor', () => {
  it('picks the scoped part that holds every tag a group of docusaurus_tag filters accepts', () => {
    expect(indexUrlFor(settings, settings.facetFilters)).toBe('/docs/search-index/docs-default-0.30.2.json');
    expect(indexUrlFor(settings, ['docusaurus_tag:docs-default-current'])).toBe(
      '/docs/search-index/docs-default-current.json',
    );
    expect(indexUrlFor(settings, [['docusaurus_tag:default'], 'language:en'])).toBe(
      '/docs/search-index/docs-default-0.30.2.json',
    );
  });

  it('uses the whole index when no part holds every record the query can return', () => {
    expect(indexUrlFor(settings, undefined)).toBe('/docs/search-index.json');
    expect(indexUrlFor(settings, ['language:en'])).toBe('/docs/search-index.json');
    // Tags of two versions, a tag no part has, a negated tag, a group mixing other attributes in.
    expect(indexUrlFor(settings, [['docusaurus_tag:docs-default-0.30.2', 'docusaurus_tag:docs-default-current']])).toBe(
      '/docs/search-index.json',
    );
    expect(indexUrlFor(settings, ['docusaurus_tag:docs-default-1.0'])).toBe('/docs/search-index.json');
    expect(indexUrlFor(settings, ['docusaurus_tag:-docs-default-current'])).toBe('/docs/search-index.json');
    expect(indexUrlFor(settings, [['docusaurus_tag:default', 'language:en']])).toBe('/docs/search-index.json');
    expect(indexUrlFor({ ...settings, indexScopes: [] }, settings.facetFilters)).toBe('/docs/search-index.json');
  });
});

describe('indexUrlForRoute', () => {
  it("gives the part of the page's own docs version", () => {
    expect(indexUrlForRoute(settings, '/quickstart/installation')).toBe('/docs/search-index/docs-default-0.30.2.json');
    expect(indexUrlForRoute(settings, '/next/quickstart/installation')).toBe(
      '/docs/search-index/docs-default-current.json',
    );
  });
});
