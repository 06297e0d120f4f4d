import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../config/schema';
import { scopeForRoute, type SearchSettings } from '../../../shared/search/settings';
import { indexScopeFiles, indexVersions, searchSettings } from './settings';

const facetFiltersForRoute = (settings: SearchSettings, route: string) => scopeForRoute(settings, route).facetFilters;
const indexUrlForRoute = (settings: SearchSettings, route: string) => scopeForRoute(settings, route).indexUrl;

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

  it("sends each version's pages to its own part of the local index; one version, or no contextual search: the whole", () => {
    expect(indexUrlForRoute(settings, '/configuration/logging')).toBe('/search-index/docs-default-current.json');
    expect(indexUrlForRoute(settings, '/1.0/guide/setup')).toBe('/search-index/docs-default-1.0.json');
    expect(indexUrlForRoute(searchSettings(config, [{ name: 'current', prefix: '' }]), '/a')).toBe(
      '/search-index.json',
    );
    const plain = validateSiteConfig(
      {
        url: 'https://docs.example.com',
        baseUrl: '/docs/',
        title: 'Docs',
        themeConfig: { navbar: { items: [] }, algolia: { contextualSearch: false } },
      },
      'test',
    );
    const both = searchSettings(plain, [
      { name: 'current', prefix: '' },
      { name: '1.0', prefix: '/1.0' },
    ]);
    expect(both.scopes.map((s) => s.indexUrl)).toEqual(['/docs/search-index.json', '/docs/search-index.json']);
    expect(indexScopeFiles(true, ['current', '1.0']).map((f) => f.path)).toEqual([
      'search-index/docs-default-current.json',
      'search-index/docs-default-1.0.json',
    ]);
  });

  it('without a version at the root, pages outside every prefix search the current docs in the whole index', () => {
    const prefixed = searchSettings(config, [
      { name: '2.0', prefix: '/2.0' },
      { name: '1.0', prefix: '/1.0' },
    ]);
    expect(scopeForRoute(prefixed, '/search')).toEqual({
      prefix: '',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      indexUrl: '/search-index.json',
    });
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

describe("Docusaurus' searchParameters, maxResultsPerGroup, externalUrlRegex and replaceSearchResultPathname", () => {
  const withAlgolia = (algolia: Record<string, unknown>) =>
    validateSiteConfig(
      { url: 'https://docs.example.com', baseUrl: '/', title: 'Docs', themeConfig: { navbar: { items: [] }, algolia } },
      'test',
    );

  it('appends searchParameters.facetFilters (a string as a list of one) after the contextual and configured ones', () => {
    const settings = searchSettings(
      withAlgolia({ facetFilters: ['type:lvl1'], searchParameters: { facetFilters: 'x:y' } }),
    );
    expect(facetFiltersForRoute(settings, '/')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      'type:lvl1',
      'x:y',
    ]);
    const off = searchSettings(
      withAlgolia({ contextualSearch: false, searchParameters: { facetFilters: [['a:1', 'a:2']] } }),
    );
    expect(facetFiltersForRoute(off, '/')).toEqual([['a:1', 'a:2']]);
  });

  it('passes the other searchParameters on to the modal queries, and the URL options to the hit links', () => {
    const settings = searchSettings(
      withAlgolia({
        searchParameters: { facetFilters: ['x:y'], optionalWords: ['ra'] },
        externalUrlRegex: 'blog\\.example\\.com',
        replaceSearchResultPathname: { from: '/docs/', to: '/' },
      }),
    );
    expect(settings.searchParameters).toEqual({ optionalWords: ['ra'] });
    expect(settings.externalUrlRegex).toBe('blog\\.example\\.com');
    expect(settings.replaceSearchResultPathname).toEqual({ from: '/docs/', to: '/' });
    expect(searchSettings(config).searchParameters).toEqual({});
    expect(searchSettings(config).maxResultsPerGroup).toBe(5);
    expect(searchSettings(withAlgolia({ maxResultsPerGroup: 3 })).maxResultsPerGroup).toBe(3);
  });

  it('stops the build on a regular expression that does not compile, naming the option', () => {
    expect(() => withAlgolia({ externalUrlRegex: '(' })).toThrow(/externalUrlRegex[\s\S]*valid regular expression/);
    expect(() => withAlgolia({ replaceSearchResultPathname: { from: '[', to: '' } })).toThrow(
      /replaceSearchResultPathname[\s\S]*valid regular expression/,
    );
  });
});
