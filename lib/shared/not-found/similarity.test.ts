import { describe, expect, it } from 'vitest';
import { closestPages, editDistance, pathSegments, pathSimilarity } from './similarity';

const page = (route: string) => ({ route, title: route });
const PAGES = [
  '/configuration/expert-model',
  '/configuration/logging',
  '/configuration/ollama',
  '/category/configuration',
  '/category/usage',
  '/quickstart/installation',
  '/usage/web-ui',
  '/usage/monorepo',
  '/next/configuration/ollama',
  '/next/usage/web-ui',
  '/next/usage/monorepo',
].map(page);

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('olama', 'ollama')).toBe(1);
    expect(editDistance('web-uii', 'web-ui')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('pathSegments', () => {
  it('drops the base URL, a trailing .html or /index.html and case, and decodes escapes', () => {
    expect(pathSegments('/docs/Usage/Web-UI.html', '/docs/')).toEqual(['usage', 'web-ui']);
    expect(pathSegments('/configuration/index.html')).toEqual(['configuration']);
    expect(pathSegments('/caf%C3%A9/')).toEqual(['café']);
    expect(pathSegments('/bad%E0%A4%A')).toEqual(['bad%e0%a4%a']);
  });

  it('leaves a path that only starts like the base URL alone', () => {
    expect(pathSegments('/docsy/page', '/docs/')).toEqual(['docsy', 'page']);
  });
});

describe('pathSimilarity', () => {
  it('is 1 for the same path and 0 against an empty one', () => {
    expect(pathSimilarity(['usage', 'web-ui'], ['usage', 'web-ui'])).toBe(1);
    expect(pathSimilarity([], ['usage'])).toBe(0);
  });

  it('rates a path in the same version above the same page in another version', () => {
    const requested = ['next', 'usage', 'web-uii'];
    expect(pathSimilarity(requested, ['next', 'usage', 'web-ui'])).toBeGreaterThan(
      pathSimilarity(requested, ['usage', 'web-ui']),
    );
  });
});

describe('closestPages', () => {
  it('puts the page whose name differs by one typo first', () => {
    expect(closestPages('/configuration/olama', PAGES)[0].route).toBe('/configuration/ollama');
    expect(closestPages('/next/usage/web-uii', PAGES)[0].route).toBe('/next/usage/web-ui');
  });

  it("puts the page of the reader's own docs version first when two versions have it", () => {
    const prefixes = { versionPrefixes: ['/next'] };
    expect(
      closestPages('/configuraton/olama', PAGES, prefixes)
        .map((p) => p.route)
        .slice(0, 2),
    ).toEqual(['/configuration/ollama', '/next/configuration/ollama']);
    expect(closestPages('/next/configuraton/olama', PAGES, prefixes)[0].route).toBe('/next/configuration/ollama');
    const nextFirst = [page('/next/configuration/ollama'), page('/configuration/ollama')];
    expect(closestPages('/configuraton/olama', nextFirst, prefixes)[0].route).toBe('/configuration/ollama');
  });

  it('returns at most five pages, or the limit given', () => {
    expect(closestPages('/configuration/x', PAGES).length).toBeLessThanOrEqual(5);
    expect(closestPages('/configuration/olama', PAGES, { limit: 2 })).toHaveLength(2);
  });

  it('strips the base URL from the requested path', () => {
    expect(closestPages('/docs/configuration/olama', PAGES, { baseUrl: '/docs/' })[0].route).toBe(
      '/configuration/ollama',
    );
  });

  it('suggests the category page for a section path and the parent page for a path below a page', () => {
    expect(closestPages('/usage', PAGES)[0].route).toBe('/category/usage');
    expect(closestPages('/quickstart/installation/extra', PAGES)[0].route).toBe('/quickstart/installation');
  });

  it('suggests nothing for a path unlike every page', () => {
    expect(closestPages('/zzzzqqq', PAGES)).toEqual([]);
    expect(closestPages('/', PAGES)).toEqual([]);
  });
});
