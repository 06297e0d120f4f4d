import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.mjs';
import { doc, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { validateSiteConfig } from '../config/schema';
import { loadSource } from '../source/load';
import { versionMetas } from '../../shared/versions/meta';
import { pageVersion, type VersionNav } from '../../shared/versions/nav';
import { pageOutline } from './index';

const config = validateSiteConfig(siteConfig, 'site.config.mjs');

describe('route data: the page version', () => {
  it('a page of a single-version site is in version "current" with tag docs-default-current, no badge, no banner', async () => {
    const root = fixtureTree({ 'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }) });
    const source = await loadSource({ contentDir: root, projectRoot: root });
    const data = pageOutline(source.byRoute.get('/')!, source, config);
    expect(data.version).toEqual({
      name: 'current',
      label: 'Next',
      tag: 'docs-default-current',
      badge: false,
      banner: null,
    });
  });

  it('a page of an older version carries its name, tag, badge and the banner link to the latest version', async () => {
    const root = fixtureTree({ 'a.mdx': doc({ title: 'A', description: 'D' }) });
    const source = await loadSource({ contentDir: root, projectRoot: root, routePrefix: '/1.0' });
    const [currentMeta, meta] = versionMetas(['1.0'], { lastVersion: 'current' });
    const nav: VersionNav[] = [
      {
        name: currentMeta.name,
        label: currentMeta.label,
        prefix: '',
        isLast: true,
        mainRoute: '/',
      },
      { name: meta.name, label: meta.label, prefix: '/1.0', mainRoute: '/1.0/a' },
    ];
    const data = pageOutline(
      source.byRoute.get('/1.0/a')!,
      source,
      config,
      pageVersion(meta, nav, { current: '/a', '1.0': '/1.0/a' }),
    );
    expect(data.version).toEqual({
      name: '1.0',
      label: '1.0',
      tag: 'docs-default-1.0',
      badge: true,
      banner: 'unmaintained',
      latest: { name: 'current', label: 'Next', href: '/a' },
      samePage: { current: '/a', '1.0': '/1.0/a' },
    });
  });
});
