import { describe, expect, it } from 'vitest';
import { navbarInternalLinks, resolveNavbarItems, type NavbarContext } from './navbar';
import { ConfigError, validateSiteConfig, type SiteConfigInput } from './schema';

const ctx: NavbarContext = {
  docs: new Map([
    ['intro', '/'],
    ['quickstart/installation', '/quickstart/installation'],
  ]),
  docSidebars: new Map([
    ['intro', 'docs'],
    ['quickstart/installation', 'docs'],
  ]),
  sidebars: new Map<string, string | undefined>([
    ['docs', '/'],
    ['empty', undefined],
  ]),
};

const itemsOf = (items: unknown[]) =>
  validateSiteConfig(
    { url: 'https://x.dev', title: 'X', themeConfig: { navbar: { items } } } as SiteConfigInput,
    'fixture.config.mjs',
  ).themeConfig.navbar.items;

describe('navbar items', () => {
  it('resolves the Docs item to the landing doc and the GitHub item to an external link', () => {
    const resolved = resolveNavbarItems(
      itemsOf([
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { href: 'https://github.com/ai-christianson/RA.Aid', label: 'GitHub', position: 'right' },
      ]),
      ctx,
    );
    expect(resolved).toEqual([
      { kind: 'link', label: 'Docs', href: '/', external: false, position: 'left', activeSidebar: 'docs' },
      {
        kind: 'link',
        label: 'GitHub',
        href: 'https://github.com/ai-christianson/RA.Aid',
        external: true,
        position: 'right',
      },
    ]);
  });

  it('fails on a doc id that does not exist, naming the config path', () => {
    expect(() => resolveNavbarItems(itemsOf([{ type: 'doc', docId: 'nope' }]), ctx)).toThrowError(
      /themeConfig\.navbar\.items\[0\]\.docId: doc id "nope" not found/,
    );
  });

  it('fails on a sidebar id that does not exist', () => {
    expect(() => resolveNavbarItems(itemsOf([{ type: 'docSidebar', sidebarId: 'api' }]), ctx)).toThrowError(
      ConfigError,
    );
    expect(() => resolveNavbarItems(itemsOf([{ type: 'docSidebar', sidebarId: 'api' }]), ctx)).toThrowError(
      /items\[0\]\.sidebarId: sidebar id "api" not found/,
    );
  });

  it('fails on a sidebar with nothing to link to', () => {
    expect(() => resolveNavbarItems(itemsOf([{ type: 'docSidebar', sidebarId: 'empty' }]), ctx)).toThrowError(
      /sidebar "empty" has nothing to link to/,
    );
  });

  it('checks doc ids inside dropdowns too, with the nested path', () => {
    expect(() =>
      resolveNavbarItems(itemsOf([{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'gone' }] }]), ctx),
    ).toThrowError(/items\[0\]\.items\[0\]\.docId/);
  });
});

describe('navbar config paths, for locating problems in site.config.mjs', () => {
  it('gives a ConfigError the config path of the bad item', () => {
    try {
      resolveNavbarItems(
        itemsOf([
          { href: 'https://x.dev', label: 'X' },
          { type: 'doc', docId: 'nope' },
        ]),
        ctx,
      );
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((i) => i.path)).toEqual(['themeConfig.navbar.items[1].docId']);
      return;
    }
    throw new Error('expected a ConfigError');
  });

  it('lists internal links with the config path of their to/href, inside dropdowns too', () => {
    const items = itemsOf([
      { href: 'https://github.com/x', label: 'GitHub' },
      { to: '/blog', label: 'Blog' },
      { type: 'dropdown', label: 'More', items: [{ href: '/help', label: 'Help' }] },
    ]);
    expect(navbarInternalLinks(items)).toEqual([
      { url: '/blog', path: 'themeConfig.navbar.items[1].to' },
      { url: '/help', path: 'themeConfig.navbar.items[2].items[0].href' },
    ]);
  });

  it('gives every schema problem its config path', () => {
    try {
      validateSiteConfig(
        { url: 'https://x.dev', title: 3, themeConfig: { navbar: { items: [{ type: 'x' }] } } },
        'site.config.mjs',
      );
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.path)).toEqual(
        expect.arrayContaining(['title', 'themeConfig.navbar.items[0].type']),
      );
      return;
    }
    throw new Error('expected a ConfigError');
  });
});
