import { describe, expect, it } from 'vitest';
import {
  activeVersion,
  docLinkInVersion,
  isVersionPage,
  pageVersion,
  validPreferredVersion,
  versionItems,
  versionTarget,
  type VersionNav,
} from './nav';

const current: VersionNav = {
  name: 'current',
  label: 'Next',
  prefix: '',
  mainRoute: '/',
  routes: { intro: '/', 'guide/setup': '/guide/setup', 'guide/new': '/guide/new', 'category:guide': '/category/guide' },
};
const v10: VersionNav = {
  name: '1.0',
  label: '1.0',
  prefix: '/1.0',
  mainRoute: '/1.0',
  routes: {
    intro: '/1.0',
    'guide/setup': '/1.0/guide/install',
    'guide/old': '/1.0/guide/old',
    'category:guide': '/1.0/category/guide',
  },
};
const versions = [current, v10];

describe('activeVersion', () => {
  it('is the version holding a page at the path, ignoring case and a trailing slash', () => {
    expect(activeVersion(versions, '/guide/setup')?.name).toBe('current');
    expect(activeVersion(versions, '/1.0/guide/install')?.name).toBe('1.0');
    expect(activeVersion(versions, '/1.0/Guide/Install/')?.name).toBe('1.0');
    expect(activeVersion(versions, '/1.0')?.name).toBe('1.0');
  });

  it('for a path that is no page, is the version with the longest matching prefix (current matches everything)', () => {
    expect(activeVersion(versions, '/1.0/nope')?.name).toBe('1.0');
    expect(activeVersion(versions, '/nope')?.name).toBe('current');
    expect(activeVersion(versions, '/1.0x/nope')?.name).toBe('current');
  });
});

describe('isVersionPage', () => {
  it('is true for a page of any version and false for an unknown path', () => {
    expect(isVersionPage(versions, '/1.0/guide/old')).toBe(true);
    expect(isVersionPage(versions, '/guide/new/')).toBe(true);
    expect(isVersionPage(versions, '/1.0/nope')).toBe(false);
  });
});

describe('versionTarget', () => {
  it('goes to the same page in the chosen version, even when its route differs there', () => {
    expect(versionTarget(versions, v10, '/guide/setup')).toBe('/1.0/guide/install');
    expect(versionTarget(versions, current, '/1.0/guide/install')).toBe('/guide/setup');
    expect(versionTarget(versions, v10, '/category/guide')).toBe('/1.0/category/guide');
    expect(versionTarget(versions, v10, '/')).toBe('/1.0');
  });

  it("falls back to the chosen version's main doc when the page does not exist there", () => {
    expect(versionTarget(versions, v10, '/guide/new')).toBe('/1.0');
    expect(versionTarget(versions, current, '/1.0/guide/old')).toBe('/');
    expect(versionTarget(versions, v10, '/not-a-page')).toBe('/1.0');
  });
});

describe('versionItems', () => {
  it('lists every version in order with its target, marks the active one, and keeps ?query#hash', () => {
    expect(versionItems(versions, '/1.0/guide/install', '?q=1#install')).toEqual([
      { name: 'current', label: 'Next', href: '/guide/setup?q=1#install', active: false },
      { name: '1.0', label: '1.0', href: '/1.0/guide/install?q=1#install', active: true },
    ]);
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
    expect(pageVersion(meta('1.0', 'unmaintained'), versions, 'guide/setup').latest).toEqual({
      name: 'current',
      label: 'Next',
      href: '/guide/setup',
    });
    expect(pageVersion(meta('1.0', 'unmaintained'), versions, 'guide/old').latest).toEqual({
      name: 'current',
      label: 'Next',
      href: '/',
    });
  });

  it('a current page has its search tag and no banner link', () => {
    const v = pageVersion(meta('current', null), versions, 'intro');
    expect(v.tag).toBe('docs-default-current');
    expect(v.latest).toBeUndefined();
  });
});

describe('docLinkInVersion', () => {
  it('points a navbar doc link at that doc in the version of the current page', () => {
    expect(docLinkInVersion(versions, '/1.0/guide/old', '/')).toBe('/1.0');
    expect(docLinkInVersion(versions, '/1.0/guide/old', '/guide/setup')).toBe('/1.0/guide/install');
    expect(docLinkInVersion(versions, '/guide/setup', '/')).toBe('/');
  });

  it('keeps the configured target when the active version lacks the doc', () => {
    expect(docLinkInVersion(versions, '/1.0', '/guide/new')).toBe('/guide/new');
  });
});
