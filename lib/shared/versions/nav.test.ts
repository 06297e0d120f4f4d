import { describe, expect, it } from 'vitest';
import {
  activeVersion,
  docLinkInVersion,
  pageVersion,
  validPreferredVersion,
  versionItems,
  versionTarget,
  type VersionNav,
} from './nav';

const current: VersionNav = { name: 'current', label: 'Next', prefix: '', mainRoute: '/' };
const v10: VersionNav = { name: '1.0', label: '1.0', prefix: '/1.0', mainRoute: '/1.0' };
const versions = [current, v10];

describe('activeVersion', () => {
  it('is the version with the longest prefix the path starts with, ignoring case and a trailing slash', () => {
    expect(activeVersion(versions, '/guide/setup')?.name).toBe('current');
    expect(activeVersion(versions, '/1.0/guide/install')?.name).toBe('1.0');
    expect(activeVersion(versions, '/1.0/Guide/Install/')?.name).toBe('1.0');
    expect(activeVersion(versions, '/1.0')?.name).toBe('1.0');
    expect(activeVersion(versions, '/1.0/nope')?.name).toBe('1.0');
  });

  it('matches a prefix only as a whole path segment (current matches everything else)', () => {
    expect(activeVersion(versions, '/nope')?.name).toBe('current');
    expect(activeVersion(versions, '/1.0x/nope')?.name).toBe('current');
  });
});

describe('versionTarget', () => {
  it("goes to the page's copy in the chosen version, even when its route differs there", () => {
    const samePage = { current: '/guide/setup', '1.0': '/1.0/guide/install' };
    expect(versionTarget(v10, samePage)).toBe('/1.0/guide/install');
    expect(versionTarget(current, samePage)).toBe('/guide/setup');
  });

  it("falls back to the chosen version's main doc when the page has no copy there, or off a docs page", () => {
    expect(versionTarget(v10, { current: '/guide/new' })).toBe('/1.0');
    expect(versionTarget(current, null)).toBe('/');
  });
});

describe('versionItems', () => {
  it('lists every version in order with its target, marks the active one, and keeps ?query#hash', () => {
    const samePage = { current: '/guide/setup', '1.0': '/1.0/guide/install' };
    expect(versionItems(versions, '/1.0/guide/install', '?q=1#install', samePage)).toEqual([
      { name: 'current', label: 'Next', href: '/guide/setup?q=1#install', active: false },
      { name: '1.0', label: '1.0', href: '/1.0/guide/install?q=1#install', active: true },
    ]);
  });

  it("before the page has told the navbar its copies, every item is its version's main doc", () => {
    expect(versionItems(versions, '/1.0/guide/install').map((i) => i.href)).toEqual(['/', '/1.0']);
  });
});

describe('validPreferredVersion', () => {
  it('keeps a stored name of an existing version and rejects a stale or missing one', () => {
    expect(validPreferredVersion(versions, '1.0')).toBe('1.0');
    expect(validPreferredVersion(versions, '0.9')).toBeNull();
    expect(validPreferredVersion(versions, null)).toBeNull();
  });
});

describe('pageVersion', () => {
  const meta = (name: string, banner: 'unmaintained' | null) => ({
    name,
    label: name,
    tag: `docs-default-${name}`,
    badge: true,
    banner,
  });

  it('an older page links its banner to the same page in the latest version, else its main doc', () => {
    expect(
      pageVersion(meta('1.0', 'unmaintained'), versions, { current: '/guide/setup', '1.0': '/1.0/guide/setup' }).latest,
    ).toEqual({
      name: 'current',
      label: 'Next',
      href: '/guide/setup',
    });
    expect(pageVersion(meta('1.0', 'unmaintained'), versions, { '1.0': '/1.0/guide/old' }).latest).toEqual({
      name: 'current',
      label: 'Next',
      href: '/',
    });
  });

  it('a current page has its search tag and no banner link', () => {
    const v = pageVersion(meta('current', null), versions, { current: '/', '1.0': '/1.0' });
    expect(v.tag).toBe('docs-default-current');
    expect(v.latest).toBeUndefined();
  });

  it("carries the page's copies for the navbar only when there is more than one version", () => {
    expect(pageVersion(meta('current', null), versions, { current: '/a' }).samePage).toEqual({ current: '/a' });
    expect(pageVersion(meta('current', null), [current], { current: '/a' }).samePage).toBeUndefined();
  });
});

describe('docLinkInVersion', () => {
  const byVersion = { current: '/guide/setup', '1.0': '/1.0/guide/install' };

  it('points a navbar doc link at that doc in the version of the current page', () => {
    expect(docLinkInVersion(versions, '/1.0/guide/old', '/guide/setup', byVersion)).toBe('/1.0/guide/install');
    expect(docLinkInVersion(versions, '/guide/other', '/guide/setup', byVersion)).toBe('/guide/setup');
  });

  it('keeps the configured target when the active version lacks the doc', () => {
    expect(docLinkInVersion(versions, '/1.0', '/guide/new', { current: '/guide/new' })).toBe('/guide/new');
    expect(docLinkInVersion(versions, '/1.0', '/guide/new', undefined)).toBe('/guide/new');
  });
});
