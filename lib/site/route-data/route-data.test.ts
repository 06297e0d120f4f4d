import { describe, expect, it } from 'vitest';
import { findPage, getSite } from '../source';
import { routeData } from './index';

async function dataAt(route: string) {
  const site = await getSite();
  const found = findPage(site, route);
  if (!found) throw new Error(`no page at ${route}`);
  return routeData(site, found.version, found.page);
}

describe('route data is the whole page contract', () => {
  it('a Next page: noindex with a canonical link to the same page in 0.30.2, its version sidebar file and Markdown twin', async () => {
    const data = await dataAt('/next/quickstart/installation');
    expect(data.metadata.robots).toEqual({ index: false, follow: true });
    expect(data.metadata.alternates?.canonical).toBe('https://docs.ra-aid.ai/quickstart/installation');
    expect(data.metadata.other).toMatchObject({
      'docsearch:version': 'current',
      'docsearch:docusaurus_tag': 'docs-default-current',
    });
    expect(data.sidebar.dataUrl).toBe('/sidebar-data/current.json');
    expect(data.markdownHref).toBe('/next/quickstart/installation.md');
    expect(data.version.banner).toBe('unreleased');
    expect(data.breadcrumbs.map((c) => c.label)).toEqual(['Quick Start', 'Installation']);
    expect(data.baseUrlBanner).toBeUndefined();
  }, 60_000);

  it('a 0.30.2 page at the root: indexable, canonical to itself, the social card as its image, the 0.30.2 sidebar file', async () => {
    const data = await dataAt('/quickstart/installation');
    expect(data.metadata.robots).toBeUndefined();
    expect(data.metadata.alternates?.canonical).toBe('https://docs.ra-aid.ai/quickstart/installation');
    expect(JSON.stringify(data.metadata.openGraph)).toContain('/img/cards/quickstart/installation.png');
    expect(data.sidebar.dataUrl).toBe('/sidebar-data/0.30.2.json');
    expect(data.activeCategories).toEqual(['quickstart']);
    expect(data.toc.length).toBeGreaterThan(0);
  }, 60_000);

  it("carries a guide's custom_edit_url as its edit link, and none for custom_edit_url: null", async () => {
    const site = await getSite();
    const found = findPage(site, '/quickstart/installation');
    if (!found || found.page.kind !== 'doc') throw new Error('no guide at /quickstart/installation');
    const { page, version } = found;
    const url = 'https://example.com/edit/installation.mdx';
    const withUrl = { ...page, frontMatter: { ...page.frontMatter, custom_edit_url: url } };
    expect((await routeData(site, version, withUrl)).editUrl).toBe(url);
    const hidden = { ...page, frontMatter: { ...page.frontMatter, custom_edit_url: null } };
    expect(await routeData(site, version, hidden)).not.toHaveProperty('editUrl');
  }, 60_000);

  it('only the home page carries the wrong-base-URL check', async () => {
    expect((await dataAt('/')).baseUrlBanner).toBe('/');
    expect((await dataAt('/configuration/logging')).baseUrlBanner).toBeUndefined();
  }, 60_000);
});
