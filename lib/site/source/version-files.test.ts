import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree, thrownMessage } from '../../../tests/helpers/fixture-tree';
import { cutVersion, readVersionNames, snapshotDir, snapshotOpenapiFile } from './version-files';
import { VersionsError } from '../../shared/versions/meta';

const docsRoot = (extra: Record<string, string> = {}) =>
  fixtureTree({
    'content/intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }),
    'content/usage/_category_.json': '{"label":"Usage","position":2}',
    'content/usage/web-ui.mdx': doc({ title: 'Web UI', description: 'D' }),
    ...extra,
  });

describe('readVersionNames', () => {
  it('is empty without versions.json or with []', () => {
    expect(readVersionNames(docsRoot())).toEqual([]);
    expect(readVersionNames(docsRoot({ 'versions.json': '[]' }))).toEqual([]);
  });

  it('returns the listed names when each has its snapshot folder', () => {
    const root = docsRoot({
      'versions.json': '["1.1","1.0"]',
      'versioned_docs/version-1.1/a.mdx': 'x',
      'versioned_docs/version-1.0/a.mdx': 'x',
    });
    expect(readVersionNames(root)).toEqual(['1.1', '1.0']);
  });

  it('fails naming the version whose snapshot folder is missing', () => {
    const root = docsRoot({ 'versions.json': '["1.0"]' });
    expect(thrownMessage(() => readVersionNames(root, root), VersionsError)).toBe(
      'versions.json lists version "1.0" but its snapshot folder versioned_docs/version-1.0 does not exist',
    );
  });
});

describe('cutVersion (npm run docs:version)', () => {
  it('copies content/ with its _category_.json files into versioned_docs/version-<name>/ and lists the name first', () => {
    const root = docsRoot({ 'versions.json': '["1.0"]', 'versioned_docs/version-1.0/intro.mdx': 'x' });
    const { dir, versions } = cutVersion(root, '2.0');
    expect(dir).toBe(snapshotDir(root, '2.0'));
    expect(versions).toEqual(['2.0', '1.0']);
    expect(JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(readFileSync(join(dir, 'usage/_category_.json'), 'utf8')).toBe('{"label":"Usage","position":2}');
    expect(readFileSync(join(dir, 'usage/web-ui.mdx'), 'utf8')).toBe(
      readFileSync(join(root, 'content/usage/web-ui.mdx'), 'utf8'),
    );
  });

  it('snapshots the OpenAPI file and its server route list beside the docs, so the version keeps its own API reference', () => {
    const root = docsRoot({
      'openapi/ra-aid.openapi.yaml': 'openapi: 3.1.0\n',
      'openapi/server-routes.yaml': 'commit: x\n',
    });
    const { openapi } = cutVersion(root, '2.0');
    expect(openapi).toBe(snapshotOpenapiFile(root, '2.0'));
    expect(readFileSync(join(root, 'openapi/version-2.0/ra-aid.openapi.yaml'), 'utf8')).toBe('openapi: 3.1.0\n');
    expect(readFileSync(join(root, 'openapi/version-2.0/server-routes.yaml'), 'utf8')).toBe('commit: x\n');
    expect(cutVersion(docsRoot(), '2.0').openapi).toBeUndefined();
  });

  it('creates versions.json when there is none', () => {
    const root = docsRoot();
    cutVersion(root, '1.0');
    expect(readFileSync(join(root, 'versions.json'), 'utf8')).toBe('[\n  "1.0"\n]\n');
  });

  it('refuses an existing version name and changes nothing', () => {
    const root = docsRoot({ 'versions.json': '["1.0"]', 'versioned_docs/version-1.0/intro.mdx': 'old' });
    expect(thrownMessage(() => cutVersion(root, '1.0'), VersionsError)).toBe(
      'Cannot create version "1.0": it already exists in versions.json.',
    );
    expect(readFileSync(join(root, 'versioned_docs/version-1.0/intro.mdx'), 'utf8')).toBe('old');
    expect(readFileSync(join(root, 'versions.json'), 'utf8')).toBe('["1.0"]');
  });

  it('refuses invalid names, including "current", and writes nothing', () => {
    const root = docsRoot();
    expect(thrownMessage(() => cutVersion(root, '../x'), VersionsError)).toMatch(
      /^Cannot create version "\.\.\/x": a version name is 1 to 32 characters/,
    );
    expect(thrownMessage(() => cutVersion(root, 'current'), VersionsError)).toContain(
      '"current" is the name of the docs in content/',
    );
    expect(existsSync(join(root, 'versions.json'))).toBe(false);
    expect(existsSync(join(root, 'versioned_docs'))).toBe(false);
  });
});
