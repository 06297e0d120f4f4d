import { describe, expect, it } from 'vitest';
import { fixtureTree, doc } from '../../../tests/helpers/fixture-tree';
import { useVersionedFixture } from '../../../tests/helpers/versioned-fixture';
import { loadSource } from './load';

// The real two-version fixture of the e2e tests, loaded the way the build loads it.

describe('getSite with older versions (DOCS_ROOT fixture)', () => {
  useVersionedFixture();

  it('loads one source per version: current at the root, 1.0 under /1.0 with its own sidebar', async () => {
    const { getSite, findPage } = await import('./index');
    const site = await getSite();
    expect(site.versions.map((v) => [v.meta.name, v.meta.prefix, v.meta.tag])).toEqual([
      ['current', '', 'docs-default-current'],
      ['1.0', '/1.0', 'docs-default-1.0'],
    ]);
    const older = site.versions[1].source;
    // 1.0 has its own OpenAPI file (openapi/version-1.0/ under the docs root), so its own API reference.
    expect(older.pages.map((p) => p.route).sort()).toEqual([
      '/1.0',
      '/1.0/api/fixture-shelter-api',
      '/1.0/api/get-pet',
      '/1.0/category/api',
      '/1.0/category/guide',
      '/1.0/guide/old-feature',
      '/1.0/guide/setup',
    ]);
    expect(JSON.stringify(older.tree)).not.toContain('new-feature');
    expect(findPage(site, '/1.0/guide/setup')?.version.meta.name).toBe('1.0');
    expect(findPage(site, '/guide/setup')?.version.meta.name).toBe('current');
    expect(findPage(site, '/1.0/guide/new-feature')).toBeUndefined();
  });

  it('gives the browser each version with its main doc, and no routes of its pages', async () => {
    const { getSite } = await import('./index');
    const [current, v10] = (await getSite()).versionNav;
    expect(current).toEqual({ name: 'current', label: 'Next', prefix: '', isLast: true, mainRoute: '/' });
    expect(v10).toEqual({ name: '1.0', label: '1.0', prefix: '/1.0', mainRoute: '/1.0' });
  });

  it("finds a page's copy in every version that has it, categories included", async () => {
    const { getSite, samePageRoutes } = await import('./index');
    const { versions } = await getSite();
    expect(samePageRoutes(versions, 'guide/setup')).toEqual({ current: '/guide/setup', '1.0': '/1.0/guide/setup' });
    expect(samePageRoutes(versions, 'category:guide')).toEqual({
      current: '/category/guide',
      '1.0': '/1.0/category/guide',
    });
    expect(samePageRoutes(versions, 'guide/new-feature')).toEqual({ current: '/guide/new-feature' });
  });
});

describe('loadSource with a route prefix', () => {
  it('prefixes every route and resolves file links inside the version; absolute links may point at other versions', async () => {
    const root = fixtureTree({
      'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }, 'See [a](./a.mdx) and [current](/x#top).\n'),
      'a.mdx': doc({ title: 'A', description: 'D' }),
    });
    const source = await loadSource({
      contentDir: root,
      projectRoot: root,
      routePrefix: '/0.9',
      otherAnchors: new Map([['/x', new Set(['top'])]]),
    });
    expect(source.pages.map((p) => p.route).sort()).toEqual(['/0.9', '/0.9/a']);
    expect(source.routeOfDoc('a')).toBe('/0.9/a');
    expect(source.warnings).toEqual([]);
  });

  it('without the other versions, a link to a route outside the version is broken', async () => {
    const root = fixtureTree({
      'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }, 'See [current](/x).\n'),
    });
    await expect(loadSource({ contentDir: root, projectRoot: root, routePrefix: '/0.9' })).rejects.toThrow(
      'Broken links found (1)',
    );
  });
});
