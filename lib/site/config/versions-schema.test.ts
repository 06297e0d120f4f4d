import { describe, expect, it } from 'vitest';
import { thrownMessage } from '../../../tests/helpers/fixture-tree';
import { ConfigError, validateSiteConfig, type SiteConfigInput } from './schema';

const minimal = (): SiteConfigInput => ({
  url: 'https://docs.example.com',
  title: 'Example Docs',
  themeConfig: { navbar: { items: [] } },
});

describe('site config: docs versions, locale switcher, router', () => {
  it('defaults: no version labels, the preferred version kept in localStorage, browser router', () => {
    const c = validateSiteConfig(minimal(), 'x');
    expect(c.docs).toEqual({ versions: {}, showLastUpdateTime: false });
    expect(c.themeConfig.docs).toEqual({ versionPersistence: 'localStorage' });
  });

  it('accepts version labels, versionPersistence "none", the hash router and the switcher items', () => {
    const raw = minimal();
    raw.docs = { versions: { current: { label: '2.0 (next)' } } };
    raw.themeConfig.docs = { versionPersistence: 'none' };
    raw.future = { experimental_router: 'hash' };
    raw.themeConfig.navbar.items = [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown', position: 'left' }];
    const c = validateSiteConfig(raw, 'x');
    expect(c.docs.versions.current.label).toBe('2.0 (next)');
    expect(c.themeConfig.docs.versionPersistence).toBe('none');
    expect(c.future.experimental_router).toBe('hash');
    expect(c.themeConfig.navbar.items.map((i) => [i.type, i.position])).toEqual([
      ['docsVersionDropdown', 'right'],
      ['localeDropdown', 'left'],
    ]);
  });

  it('rejects an unknown versionPersistence, naming the config path', () => {
    const raw = minimal();
    raw.themeConfig.docs = { versionPersistence: 'cookie' as never };
    expect(thrownMessage(() => validateSiteConfig(raw, 'x'), ConfigError)).toContain(
      'themeConfig.docs.versionPersistence',
    );
  });
});
