import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.mjs';
import { thrownMessage } from '../../../tests/helpers/fixture-tree';
import { ConfigError, validateSiteConfig, type SiteConfigInput } from './schema';

const minimal = (): SiteConfigInput => ({
  url: 'https://docs.example.com',
  title: 'Example Docs',
  themeConfig: { navbar: { items: [] } },
});

const errorOf = (raw: unknown) => thrownMessage(() => validateSiteConfig(raw, 'fixture.config.mjs'), ConfigError);

describe('site config validation', () => {
  it('accepts the real site config with the spec values', () => {
    const c = validateSiteConfig(siteConfig, 'site.config.mjs');
    expect(c.title).toBe('RA.Aid Documentation');
    expect(c.themeConfig.colorMode.defaultMode).toBe('dark');
    expect(c.themeConfig.footer.style).toBe('dark');
    expect(c.themeConfig.footer.copyright).toContain('2025');
    expect(c.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(c.i18n.locales).toEqual(['en']);
  });

  it('fills defaults: base URL "/", dark mode, no noIndex, browser router', () => {
    const c = validateSiteConfig(minimal(), 'x');
    expect(c.baseUrl).toBe('/');
    expect(c.noIndex).toBe(false);
    expect(c.future.experimental_router).toBe('browser');
    expect(c.themeConfig.colorMode).toEqual({
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('normalises the base URL to start and end with a slash', () => {
    expect(validateSiteConfig({ ...minimal(), baseUrl: 'pr-42' }, 'x').baseUrl).toBe('/pr-42/');
    expect(validateSiteConfig({ ...minimal(), baseUrl: '/pr-42' }, 'x').baseUrl).toBe('/pr-42/');
  });

  it('rejects an unknown navbar item type, naming the file and config path', () => {
    const raw = minimal();
    raw.themeConfig.navbar.items = [{ type: 'doc', docId: 'intro' }, { type: 'fancyWidget', label: 'x' } as never];
    const message = errorOf(raw);
    expect(message).toContain('fixture.config.mjs');
    expect(message).toContain('themeConfig.navbar.items[1].type');
    expect(message).toContain('unknown navbar item type "fancyWidget"');
  });

  it('rejects a url with a path, pointing at baseUrl', () => {
    const message = errorOf({ ...minimal(), url: 'https://docs.example.com/docs' });
    expect(message).toMatch(/url: .*baseUrl/);
  });

  it('rejects TOC levels out of range or in the wrong order', () => {
    const raw = minimal();
    raw.themeConfig.tableOfContents = { minHeadingLevel: 4, maxHeadingLevel: 3 };
    expect(errorOf(raw)).toContain('themeConfig.tableOfContents');
    raw.themeConfig.tableOfContents = { minHeadingLevel: 1, maxHeadingLevel: 3 };
    expect(errorOf(raw)).toContain('themeConfig.tableOfContents.minHeadingLevel');
  });

  it('rejects a default locale that is not among the locales', () => {
    expect(errorOf({ ...minimal(), i18n: { defaultLocale: 'fr', locales: ['en'] } })).toContain('i18n.defaultLocale');
  });

  it('rejects unknown top-level keys so typos do not pass silently', () => {
    expect(errorOf({ ...minimal(), titel: 'x' })).toMatch(/titel/);
  });
});

describe('site owner hooks in the config', () => {
  it('defaults to no edit link, no last-updated date, no scripts, head tags or redirects', () => {
    const c = validateSiteConfig(minimal(), 'x');
    expect(c.docs.editUrl).toBeUndefined();
    expect(c.docs.showLastUpdateTime).toBe(false);
    expect([c.scripts, c.headTags, c.redirects]).toEqual([[], [], []]);
    const real = validateSiteConfig(siteConfig, 'site.config.mjs');
    expect([real.docs.editUrl, real.docs.showLastUpdateTime, real.scripts, real.headTags, real.redirects]).toEqual([
      undefined,
      false,
      [],
      [],
      [],
    ]);
  });

  it('accepts docs.editUrl as a URL or a function, and showLastUpdateTime', () => {
    const fn = () => 'https://example.com/edit';
    expect(validateSiteConfig({ ...minimal(), docs: { editUrl: fn } }, 'x').docs.editUrl).toBe(fn);
    const c = validateSiteConfig(
      { ...minimal(), docs: { editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true } },
      'x',
    );
    expect(c.docs).toMatchObject({ editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true });
  });

  it('rejects an editUrl that is neither an http(s) URL nor a function, at docs.editUrl', () => {
    const message = errorOf({ ...minimal(), docs: { editUrl: 'github.com/o/r' } });
    expect(message).toContain('fixture.config.mjs');
    expect(message).toMatch(/docs\.editUrl: expected an http\(s\) URL .* or a function/);
    expect(errorOf({ ...minimal(), docs: { showLastUpdateTime: 'yes' } })).toContain('docs.showLastUpdateTime');
  });

  it('turns script URLs into attribute objects and keeps async, defer and other attributes', () => {
    const c = validateSiteConfig(
      { ...minimal(), scripts: ['https://a.example.com/a.js', { src: '/b.js', defer: true, 'data-domain': 'x' }] },
      'x',
    );
    expect(c.scripts).toEqual([
      { src: 'https://a.example.com/a.js' },
      { src: '/b.js', defer: true, 'data-domain': 'x' },
    ]);
  });

  it('rejects scripts without src, with non-boolean async/defer or a bad attribute, each at its path', () => {
    const message = errorOf({
      ...minimal(),
      scripts: [{ defer: true }, { src: 'a.js', async: 'yes' }, 42, { src: 'a.js', 'bad name': 'x' }],
    });
    expect(message).toContain('scripts[0].src: a script object needs a "src"');
    expect(message).toContain('scripts[1].async: expected true or false');
    expect(message).toContain('scripts[2]: expected a script URL or an object');
    expect(message).toContain('scripts[3].bad name: "bad name" is not a valid HTML attribute name');
  });

  it('accepts head tags of head elements, with attributes and content', () => {
    const c = validateSiteConfig(
      {
        ...minimal(),
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.org', crossorigin: true } },
          { tagName: 'style', attributes: {}, innerHTML: 'body{}' },
        ],
      },
      'x',
    );
    expect(c.headTags[1]).toEqual({ tagName: 'style', attributes: {}, innerHTML: 'body{}' });
  });

  it('rejects head tags that do not belong in <head>, content in void elements and bad attribute values', () => {
    const message = errorOf({
      ...minimal(),
      headTags: [
        { tagName: 'div', attributes: {} },
        { tagName: 'meta', attributes: { name: 'x', content: 3 }, innerHTML: '<b>' },
        { tagName: 'meta', attributes: {}, extra: 1 },
      ],
    });
    expect(message).toContain('headTags[0].tagName: expected one of base, link, meta, noscript, script, style');
    expect(message).toContain('headTags[1].attributes.content: expected a string or a boolean attribute value');
    expect(message).toContain('headTags[1].innerHTML: <meta> is a void element');
    expect(message).toContain('headTags[2].extra: unknown field');
  });

  it('accepts redirects from one or several paths to a path with an optional #fragment', () => {
    const redirects = [
      { from: '/old', to: '/new#part' },
      { from: ['/a', '/b/'], to: '/new' },
    ];
    expect(validateSiteConfig({ ...minimal(), redirects }, 'x').redirects).toEqual(redirects);
  });

  it('rejects redirect paths without a leading slash, with a query or .. segments, at their config paths', () => {
    const message = errorOf({
      ...minimal(),
      redirects: [
        { from: 'old', to: '/new' },
        { from: ['/a', '/b?x=1'], to: '/new' },
        { from: '/c#x', to: '/../etc' },
        { from: '/d', to: '/e', status: 301 },
      ],
    });
    expect(message).toContain('redirects[0].from: expected a site path starting with "/"');
    expect(message).toContain('redirects[1].from[1]: expected a site path: no spaces, query string or #fragment');
    expect(message).toContain('redirects[2].from: expected a site path: no spaces, query string or #fragment');
    expect(message).toContain('redirects[2].to: expected a site path without "." or ".." segments');
    expect(message).toMatch(/redirects\[3\]: Unrecognized key: "status"|redirects\[3\]\.status/);
  });
});
