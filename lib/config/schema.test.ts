import { describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.mjs';
import { thrownMessage } from '../../tests/helpers/fixture-tree';
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
