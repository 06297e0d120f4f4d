import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../config/schema';
import { facetFiltersForRoute } from '../route-search';
import { indexScopeFiles, indexVersions, searchSettings } from './settings';

const config = validateSiteConfig(
  { url: 'https://docs.example.com', baseUrl: '/', title: 'Docs', themeConfig: { navbar: { items: [] } } },
  'test',
);

describe('contextual search per docs version', () => {
  const settings = searchSettings(config, [
    { name: 'current', prefix: '' },
    { name: '1.0', prefix: '/1.0' },
  ]);

  it('filters by the current docs tag on current pages and on pages outside the docs', () => {
    const current = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(facetFiltersForRoute(settings, '/configuration/logging')).toEqual(current);
    expect(facetFiltersForRoute(settings, '/search')).toEqual(current);
    expect(facetFiltersForRoute(settings, '/1.0x/page')).toEqual(current);
  });

  it("filters by an older version's tag on that version's pages", () => {
    const old = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']];
    expect(facetFiltersForRoute(settings, '/1.0')).toEqual(old);
    expect(facetFiltersForRoute(settings, '/1.0/guide/setup')).toEqual(old);
  });

  it('with a release at the root (lastVersion), the root pages search that release and /next pages search Next', () => {
    const released = searchSettings(config, [
      { name: 'current', prefix: '/next' },
      { name: '0.30.2', prefix: '' },
    ]);
    const tag = (name: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${name}`]];
    expect(facetFiltersForRoute(released, '/configuration/ollama')).toEqual(tag('0.30.2'));
    expect(facetFiltersForRoute(released, '/search')).toEqual(tag('0.30.2'));
    expect(facetFiltersForRoute(released, '/next')).toEqual(tag('current'));
    expect(facetFiltersForRoute(released, '/next/configuration/ollama')).toEqual(tag('current'));
    expect(facetFiltersForRoute(released, '/nextgen/page')).toEqual(tag('0.30.2'));
  });

  it('names one part of the local index per docs version, and none with one version or without contextual search', () => {
    expect(settings.indexScopes).toEqual([
      { tags: ['default', 'docs-default-current'], url: '/search-index/docs-default-current.json' },
      { tags: ['default', 'docs-default-1.0'], url: '/search-index/docs-default-1.0.json' },
    ]);
    expect(searchSettings(config, [{ name: 'current', prefix: '' }]).indexScopes).toEqual([]);
    const plain = validateSiteConfig(
      {
        url: 'https://docs.example.com',
        baseUrl: '/docs/',
        title: 'Docs',
        themeConfig: { navbar: { items: [] }, algolia: { contextualSearch: false } },
      },
      'test',
    );
    expect(
      searchSettings(plain, [
        { name: 'current', prefix: '' },
        { name: '1.0', prefix: '/1.0' },
      ]).indexScopes,
    ).toEqual([]);
    expect(indexScopeFiles(true, ['current', '1.0']).map((f) => f.path)).toEqual([
      'search-index/docs-default-current.json',
      'search-index/docs-default-1.0.json',
    ]);
  });
});

describe('the docs versions written to search-index/info.json', () => {
  it("gives each version its path, its pages' facet filters and the index part those pages load", () => {
    const versions = indexVersions(config, [
      { name: 'current', label: 'Next', prefix: '/next' },
      { name: '0.30.2', label: '0.30.2', prefix: '', isLast: true },
    ]);
    expect(versions).toEqual([
      {
        name: 'current',
        label: 'Next',
        path: 'next',
        isLast: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        index: 'search-index/docs-default-current.json',
      },
      {
        name: '0.30.2',
        label: '0.30.2',
        path: '',
        isLast: true,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.30.2']],
        index: 'search-index/docs-default-0.30.2.json',
      },
    ]);
  });

  it('points a site of one version at the whole index', () => {
    expect(indexVersions(config, [{ name: 'current', label: 'Next', prefix: '', isLast: true }])[0].index).toBe(
      'search-index.json',
    );
  });
});
