import { describe, expect, it } from 'vitest';
import { defaultLocaleLabel, localeInfos, localeItems } from './index';

describe('language switcher items', () => {
  it('default labels are the language name in that language, capitalised', () => {
    expect(defaultLocaleLabel('en')).toBe('English');
    expect(defaultLocaleLabel('fr')).toBe('Français');
  });

  it('take label and html lang from localeConfigs, else the defaults, in config order', () => {
    expect(
      localeInfos({ defaultLocale: 'en', locales: ['en', 'pt-BR'], localeConfigs: { en: { label: 'EN' } } }),
    ).toEqual([
      { locale: 'en', label: 'EN', htmlLang: 'en' },
      { locale: 'pt-BR', label: expect.stringMatching(/^Portugu/), htmlLang: 'pt-BR' },
    ]);
  });

  it('link to the same page: the default locale at the base URL, others under /{locale}/, keeping ?query#hash', () => {
    const infos = localeInfos({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: {} });
    const items = localeItems(infos, {
      baseUrl: '/pr-42/',
      defaultLocale: 'en',
      currentLocale: 'en',
      pathname: '/usage/web-ui',
      suffix: '?a=1#b',
    });
    expect(items.map((i) => [i.locale, i.href, i.active])).toEqual([
      ['en', '/pr-42/usage/web-ui?a=1#b', true],
      ['fr', '/pr-42/fr/usage/web-ui?a=1#b', false],
    ]);
  });

  it('the landing page links to the base URL itself', () => {
    const [en] = localeItems(localeInfos({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }), {
      baseUrl: '/',
      defaultLocale: 'en',
      currentLocale: 'en',
      pathname: '/',
    });
    expect(en.href).toBe('/');
  });
});
