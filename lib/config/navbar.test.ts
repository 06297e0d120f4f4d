import { describe, expect, it } from 'vitest';
import { resolveNavbarItems, type NavbarContext } from './navbar';
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
      { kind: 'link', label: 'GitHub', href: 'https://github.com/ai-christianson/RA.Aid', external: true, position: 'right' },
    ]);
  });

  it('fails on a doc id that does not exist, naming the config path', () => {
    expect(() => resolveNavbarItems(itemsOf([{ type: 'doc', docId: 'nope' }]), ctx)).toThrowError(
      /themeConfig\.navbar\.items\[0\]\.docId: doc id "nope" not found/,
    );
  });

  it('fails on a sidebar id that does not exist', () => {
    expect(() => resolveNavbarItems(itemsOf([{ type: 'docSidebar', sidebarId: 'api' }]), ctx)).toThrowError(ConfigError);
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
