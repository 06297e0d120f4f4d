import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotsRules } from './robots';
import { sitemapEntries } from './sitemap';

async function realSite() {
  const { getSite } = await import('../../source/index');
  return getSite();
}

describe('sitemap.xml of the real site', () => {
  it('lists the absolute URL of every page (guides, category pages, API pages, the landing page) and nothing else', async () => {
    const site = await realSite();
    const urls = sitemapEntries(site.config, site.versions).map((e) => e.url);
    const routes = site.versions.flatMap((v) => v.source.pages.map((p) => p.route));
    expect(urls).toHaveLength(new Set(routes).size);
    expect(urls).toEqual(expect.arrayContaining(routes.map((r) => `https://docs.ra-aid.ai${r}`)));
    expect(urls).toContain('https://docs.ra-aid.ai/');
    expect(urls).toContain('https://docs.ra-aid.ai/quickstart/installation');
    expect(urls.some((u) => u.startsWith('https://docs.ra-aid.ai/category/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('https://docs.ra-aid.ai/api/'))).toBe(true);
    for (const kind of ['doc', 'category', 'api'] as const)
      expect(site.latest.source.pages.some((p) => p.kind === kind)).toBe(true);
  });

  it('never lists the search page or a not-found page', async () => {
    const site = await realSite();
    const urls = sitemapEntries(site.config, site.versions).map((e) => e.url);
    expect(urls.filter((u) => /\/search$|\/404|_not-found/.test(u))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('puts the base path and the trailing-slash rule into every URL', async () => {
    const site = await realSite();
    const config = { ...site.config, baseUrl: '/pr-42/', trailingSlash: true };
    const urls = sitemapEntries(config, site.versions).map((e) => e.url);
    expect(urls).toContain('https://docs.ra-aid.ai/pr-42/');
    expect(urls).toContain('https://docs.ra-aid.ai/pr-42/quickstart/installation/');
    expect(urls.every((u) => u.startsWith('https://docs.ra-aid.ai/pr-42/') && u.endsWith('/'))).toBe(true);
  });

  it('is empty when noIndex is on', async () => {
    const site = await realSite();
    expect(sitemapEntries({ ...site.config, noIndex: true }, site.versions)).toEqual([]);
  });
});

describe('sitemap.xml of a site with an older docs version', () => {
  beforeAll(() => {
    vi.resetModules(); // getSite() caches the site per module instance
    vi.stubEnv('DOCS_ROOT', join(process.cwd(), 'tests/fixtures/versioned'));
    vi.stubEnv('SITE_CONFIG_VARIANT', 'versioned');
    vi.stubEnv('CONTENT_DIR', undefined as unknown as string);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('lists the pages of every version', async () => {
    const site = await realSite();
    const urls = sitemapEntries(site.config, site.versions).map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://docs.ra-aid.ai/guide/new-feature',
        'https://docs.ra-aid.ai/1.0/guide/old-feature',
        'https://docs.ra-aid.ai/1.0',
      ]),
    );
  });
});

describe('robots.txt', () => {
  it('allows every agent everywhere and points to the absolute sitemap URL (with the base path)', async () => {
    const { config } = await realSite();
    expect(robotsRules(config)).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://docs.ra-aid.ai/sitemap.xml',
    });
    expect(robotsRules({ ...config, baseUrl: '/pr-42/', trailingSlash: true }).sitemap).toBe(
      'https://docs.ra-aid.ai/pr-42/sitemap.xml',
    );
  });

  it('disallows everything for every agent, with no sitemap, when noIndex is on', async () => {
    const { config } = await realSite();
    expect(robotsRules({ ...config, noIndex: true })).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });
});
