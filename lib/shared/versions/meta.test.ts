import { describe, expect, it } from 'vitest';
import { thrownMessage } from '../../../tests/helpers/fixture-tree';
import { parseVersionsFile, prefixClashes, prefixRoute, versionMetas, versionNameProblem, VersionsError } from './meta';

const parseError = (text: string) => thrownMessage(() => parseVersionsFile(text, 'versions.json'), VersionsError);
const thrown = (fn: () => unknown) => thrownMessage(fn, VersionsError);

describe('versions.json validation', () => {
  it('accepts an array of version names, newest first', () => {
    expect(parseVersionsFile('["1.1", "1.0", "0.30_beta-2"]', 'versions.json')).toEqual(['1.1', '1.0', '0.30_beta-2']);
    expect(parseVersionsFile('[]', 'versions.json')).toEqual([]);
  });

  it('rejects invalid JSON and non-arrays, naming the file', () => {
    expect(parseError('["1.0",')).toMatch(/^Invalid JSON in versions\.json/);
    expect(parseError('{"1.0": true}')).toContain('expected an array of version names');
  });

  it('rejects non-strings, invalid names, the reserved name "current" and duplicates, naming the entry', () => {
    expect(parseError('["1.0", 2]')).toContain('[1] is not a string');
    expect(parseError('["1.0", "a/b"]')).toContain('[1] "a/b": a version name is 1 to 32 characters');
    expect(parseError('["current"]')).toContain('"current" is the name of the docs in content/');
    expect(parseError('["1.0", "1.0"]')).toContain('[1] "1.0" is listed twice');
  });

  it('names must start with a letter or digit and be at most 32 characters', () => {
    expect(versionNameProblem('.hidden')).not.toBeNull();
    expect(versionNameProblem('..')).not.toBeNull();
    expect(versionNameProblem('')).not.toBeNull();
    expect(versionNameProblem('x'.repeat(33))).not.toBeNull();
    expect(versionNameProblem('x'.repeat(32))).toBeNull();
    expect(versionNameProblem('v2.0.1')).toBeNull();
  });
});

describe('versionMetas', () => {
  it('a single current version: label "Next", served at the root, tag docs-default-current, no badge, no banner', () => {
    expect(versionMetas([])).toEqual([
      {
        name: 'current',
        label: 'Next',
        prefix: '',
        tag: 'docs-default-current',
        isLast: true,
        banner: null,
        badge: false,
        noIndex: false,
      },
    ]);
  });

  it('by default the newest release is the latest version, at the root, and current is "Next" under /next with the unreleased banner', () => {
    const [current, v11, v10] = versionMetas(['1.1', '1.0']);
    expect(current).toMatchObject({
      name: 'current',
      label: 'Next',
      prefix: '/next',
      banner: 'unreleased',
      badge: true,
      isLast: false,
    });
    expect(v11).toMatchObject({ name: '1.1', prefix: '', banner: null, badge: true, isLast: true });
    expect(v10).toMatchObject({ name: '1.0', prefix: '/1.0', banner: 'unmaintained', isLast: false });
  });

  it('with lastVersion "current": current at the root, older versions under /{name} with the unmaintained banner', () => {
    const [current, v11, v10] = versionMetas(['1.1', '1.0'], {
      lastVersion: 'current',
      versions: { current: { label: '2.0 (dev)' }, '1.0': { label: 'One' } },
    });
    expect(current).toMatchObject({
      name: 'current',
      label: '2.0 (dev)',
      prefix: '',
      badge: true,
      banner: null,
      isLast: true,
    });
    expect(v11).toMatchObject({
      name: '1.1',
      label: '1.1',
      prefix: '/1.1',
      tag: 'docs-default-1.1',
      badge: true,
      banner: 'unmaintained',
      isLast: false,
    });
    expect(v10).toMatchObject({ label: 'One', prefix: '/1.0' });
  });

  it('takes path, banner, badge and noIndex from the config per version', () => {
    const [current, v03] = versionMetas(['0.3'], {
      lastVersion: '0.3',
      versions: {
        current: { path: 'dev/', banner: 'none', badge: false, noIndex: true },
        '0.3': { banner: 'unmaintained' },
      },
    });
    expect(current).toMatchObject({ prefix: '/dev', banner: null, badge: false, noIndex: true });
    expect(v03).toMatchObject({ prefix: '', banner: 'unmaintained', noIndex: false });
  });

  it('rejects an unknown lastVersion, settings for an unknown version and two versions at one path', () => {
    expect(thrown(() => versionMetas(['1.0'], { lastVersion: '2.0' }))).toBe(
      'docs.lastVersion: "2.0" is not a version of the site (versions: "current", "1.0")',
    );
    expect(thrown(() => versionMetas(['1.0'], { versions: { '0.9': { label: 'x' } } }))).toContain(
      'docs.versions: no version named "0.9"',
    );
    expect(thrown(() => versionMetas(['1.1', '1.0'], { versions: { current: { path: '1.0' } } }))).toBe(
      'docs.versions: versions "current" and "1.0" are both served at /1.0; give one of them another path',
    );
  });
});

describe('version routes', () => {
  it('prefixRoute puts the version prefix before a route; the landing route becomes the prefix itself', () => {
    expect(prefixRoute('', '/usage/web-ui')).toBe('/usage/web-ui');
    expect(prefixRoute('/1.0', '/usage/web-ui')).toBe('/1.0/usage/web-ui');
    expect(prefixRoute('/1.0', '/')).toBe('/1.0');
  });

  it('prefixClashes reports a version whose prefix is a path of the root version or a reserved path', () => {
    const routes = ['/', '/usage/web-ui', '/category/usage'];
    const at = (...prefixes: string[]) => prefixes.map((p) => ({ name: p.slice(1) || 'root', prefix: p }));
    expect(prefixClashes(at('', '/1.0', '/usage', '/search', '/category'), routes, ['search'])).toEqual([
      'version "usage" would be served under /usage/, which is already a path of the site',
      'version "search" would be served under /search/, which is already a path of the site',
      'version "category" would be served under /category/, which is already a path of the site',
    ]);
    expect(prefixClashes(at('', '/1.0'), routes, ['search'])).toEqual([]);
  });
});
