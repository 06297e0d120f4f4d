import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../tests/helpers/fixture-tree';
import { loadSource } from './load';

const base = {
  'intro.mdx': doc({ title: 'Intro', description: 'Landing', slug: '/', sidebar_position: 1 }, '## What it does\n\nText.\n'),
  'usage/_category_.json': '{"label":"Usage","position":2,"link":{"type":"generated-index","description":"How to use it"}}',
  'usage/web-ui.mdx': doc({ title: 'Web UI', description: 'The UI', sidebar_position: 1 }, '## Start the server\n\nSee [intro](/).\n'),
};

describe('loadSource', () => {
  it('builds one list of pages: guides and category index pages', async () => {
    const root = fixtureTree(base);
    const source = await loadSource({ contentDir: root, projectRoot: root });
    expect(source.pages.map((p) => [p.kind, p.route]).sort()).toEqual([
      ['category', '/category/usage'],
      ['doc', '/'],
      ['doc', '/usage/web-ui'],
    ]);
    expect(source.byRoute.get('/category/usage')?.description).toBe('How to use it');
    expect(source.warnings).toEqual([]);
  });

  it('fails on broken internal links, listing every file and link', async () => {
    const root = fixtureTree({
      ...base,
      'a.mdx': doc({ title: 'A', description: 'D' }, 'Go [here](/usage/missing) or [there](/nowhere).\n'),
      'b.mdx': doc({ title: 'B', description: 'D' }, 'Text.\n\n[x](../gone)\n'),
    });
    const error = await loadSource({ contentDir: root, projectRoot: root }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('Broken links found (3)');
    expect(message).toContain('a.mdx:6: /usage/missing');
    expect(message).toContain('a.mdx:6: /nowhere');
    expect(message).toContain('b.mdx:8: ../gone');
  });

  it('only warns on broken Markdown file links and missing anchors', async () => {
    const root = fixtureTree({
      ...base,
      'a.mdx': doc({ title: 'A', description: 'D' }, '[x](./nope.md) [y](/usage/web-ui#not-a-heading) [z](/usage/web-ui#start-the-server)\n'),
    });
    const source = await loadSource({ contentDir: root, projectRoot: root });
    expect(source.warnings).toHaveLength(2);
    expect(source.warnings.join('\n')).toMatch(/a\.mdx:6: Markdown link "\.\/nope\.md"/);
    expect(source.warnings.join('\n')).toMatch(/#not-a-heading/);
  });

  it('keeps the first of two pages claiming one route (file order) and warns naming both files', async () => {
    const root = fixtureTree({
      ...base,
      'usage/ui.mdx': doc({ title: 'Other UI', description: 'D', slug: '/usage/web-ui' }),
    });
    const source = await loadSource({ contentDir: root, projectRoot: root });
    // usage/ui.mdx sorts before usage/web-ui.mdx, so it is read first and keeps the route.
    expect(source.byRoute.get('/usage/web-ui')?.title).toBe('Other UI');
    expect(source.warnings).toHaveLength(1);
    expect(source.warnings[0]).toMatch(/keeping .*usage\/ui\.mdx$/);
    expect(source.warnings[0]).toContain('usage/web-ui.mdx');
    expect(source.warnings[0]).toContain('usage/ui.mdx');
    expect(source.pages.filter((p) => p.route === '/usage/web-ui')).toHaveLength(1);
  });

  it('checks links from the navbar config with the same rules, naming the config', async () => {
    const root = fixtureTree(base);
    const extraLinks = [{ file: 'site.config.mjs (themeConfig.navbar.items)', links: [{ url: '/usage/web-ui', line: 0 }, { url: '/blog', line: 0 }] }];
    await expect(loadSource({ contentDir: root, projectRoot: root, extraLinks })).rejects.toThrow(
      /Broken links found \(1\)[\s\S]*site\.config\.mjs \(themeConfig\.navbar\.items\): \/blog/,
    );
  });

  it('resolves doc ids to routes for file links, the same way for checking and rendering', async () => {
    const root = fixtureTree(base);
    const source = await loadSource({ contentDir: root, projectRoot: root });
    expect(source.routeOfDoc('intro')).toBe('/');
    expect(source.routeOfDoc('usage/web-ui')).toBe('/usage/web-ui');
    expect(source.routeOfDoc('usage/missing')).toBeUndefined();
  });

  it('names the file when a guide has invalid front matter', async () => {
    const root = fixtureTree({ ...base, 'usage/bad.mdx': doc({ description: 'no title' }) });
    await expect(loadSource({ contentDir: root, projectRoot: root })).rejects.toThrow(/usage\/bad\.mdx[\s\S]*title/);
  });
});

describe('loadSource with an OpenAPI file', () => {
  const openapi = { file: 'openapi/ra-aid.openapi.yaml', configPath: 'redocly.yaml' };

  it('adds the API pages to the one page list and sidebar: overview first, then tag groups, then UNTAGGED', async () => {
    const root = fixtureTree(base);
    const source = await loadSource({ contentDir: root, projectRoot: root, openapi });
    const api = source.tree.find((n) => n.type === 'category' && n.label === 'API');
    expect(api).toMatchObject({ type: 'category', href: '/category/api' });
    if (api?.type !== 'category') throw new Error('no API category');
    expect(api.children.map((c) => c.label)).toEqual(['RA.Aid API', 'sessions', 'agent', 'UNTAGGED']);
    const sessions = api.children[1];
    expect(sessions.type === 'category' && sessions.children.map((c) => c.type === 'page' && `${c.method} ${c.label}`)).toEqual([
      'get List sessions',
      'post Create session',
      'get Get session',
      'get Get session trajectories',
    ]);
    expect(source.byRoute.get('/api/spawn-agent-v-1-spawn-agent-post')).toMatchObject({ kind: 'api', title: 'Spawn agent' });
    expect(source.byRoute.get('/category/api')).toMatchObject({ kind: 'category', title: 'API' });
    expect(source.api?.operations).toHaveLength(7);
  });

  it('lets guides link to API pages and their anchors, and catches broken ones', async () => {
    const ok = fixtureTree({
      ...base,
      'a.mdx': doc({ title: 'A', description: 'D' }, 'See [spawn](/api/spawn-agent-v-1-spawn-agent-post#request-body).\n'),
    });
    const source = await loadSource({ contentDir: ok, projectRoot: ok, openapi });
    expect(source.warnings).toEqual([]);
    const broken = fixtureTree({ ...base, 'a.mdx': doc({ title: 'A', description: 'D' }, 'See [x](/api/kill-session).\n') });
    await expect(loadSource({ contentDir: broken, projectRoot: broken, openapi })).rejects.toThrow('a.mdx:6: /api/kill-session');
  });
});
