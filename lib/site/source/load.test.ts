import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { ContentError } from '../content/errors';
import { listStaticFiles, loadSource } from './load';

const base = {
  'intro.mdx': doc(
    { title: 'Intro', description: 'Landing', slug: '/', sidebar_position: 1 },
    '## What it does\n\nText.\n',
  ),
  'usage/_category_.json':
    '{"label":"Usage","position":2,"link":{"type":"generated-index","description":"How to use it"}}',
  'usage/web-ui.mdx': doc(
    { title: 'Web UI', description: 'The UI', sidebar_position: 1 },
    '## Start the server\n\nSee [intro](/).\n',
  ),
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

  it('only warns on missing anchors, and stops on a link to a Markdown file that does not exist', async () => {
    const root = fixtureTree({
      ...base,
      'a.mdx': doc(
        { title: 'A', description: 'D' },
        '[x](./nope.md) [y](/usage/web-ui#not-a-heading) [z](/usage/web-ui#start-the-server)\n',
      ),
    });
    const error = await loadSource({ contentDir: root, projectRoot: root }).catch((e: unknown) => e);
    expect(
      error instanceof ContentError && error.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    ).toEqual(['a.mdx:6:1 Broken link "./nope.md": the Markdown file it names does not exist']);
    const lenient = await loadSource({ contentDir: root, projectRoot: root, lenient: true });
    expect(lenient.warnings.join('\n')).toMatch(/#not-a-heading/);
  });

  it('stops when two docs claim one route through a slug, naming both files, at the slug line', async () => {
    const root = fixtureTree({
      ...base,
      'usage/ui.mdx': doc({ title: 'Other UI', description: 'D', slug: '/usage/web-ui' }),
    });
    const error = await loadSource({ contentDir: root, projectRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    // usage/ui.mdx sorts before usage/web-ui.mdx, so the clash is found at web-ui.mdx, which has no slug.
    expect((error as ContentError).problems).toEqual([
      {
        file: 'usage/web-ui.mdx',
        line: 1,
        column: 1,
        message:
          'Duplicate route /usage/web-ui: usage/ui.mdx and usage/web-ui.mdx both claim it; rename one, or give it another slug',
      },
    ]);
    const other = fixtureTree({
      ...base,
      'usage/zz.mdx': doc({ title: 'Z', description: 'D', slug: '/usage/web-ui' }),
    });
    const second = await loadSource({ contentDir: other, projectRoot: other }).catch((e: ContentError) => e.problems);
    expect(second).toMatchObject([
      {
        file: 'usage/zz.mdx',
        line: 4,
        column: 1,
        message: expect.stringContaining('usage/web-ui.mdx and usage/zz.mdx'),
      },
    ]);
  });

  it('stops when x.md and x.mdx sit in one folder, naming both files', async () => {
    const root = fixtureTree({ ...base, 'usage/web-ui.md': doc({ title: 'Stray', description: 'D' }) });
    await expect(loadSource({ contentDir: root, projectRoot: root })).rejects.toThrow(
      'Duplicate route /usage/web-ui: usage/web-ui.md and usage/web-ui.mdx both claim it',
    );
  });

  it('leaves an empty category folder out of the sidebar and its index page out of the site, with one warning', async () => {
    const root = fixtureTree({
      ...base,
      'empty/_category_.json': '{"label":"Empty","link":{"type":"generated-index"}}',
      'empty/inner/_category_.json': '{"label":"Inner"}',
      'images/logo.png': 'png',
    });
    const source = await loadSource({ contentDir: root, projectRoot: root });
    expect(source.tree.map((n) => n.label)).toEqual(['Intro', 'Usage']);
    expect(source.byRoute.has('/category/empty')).toBe(false);
    expect(source.warnings).toEqual(['empty/: category folder with no pages; it is left out of the sidebar']);
  });

  it('lists the MDX errors of every file and every broken link in one error', async () => {
    const root = fixtureTree({
      ...base,
      'a.mdx': doc({ title: 'A', description: 'D' }, 'Text.\n\n<Tabs>\n'),
      'b.mdx': doc({ title: 'B', description: 'D', sidebar_position: 2 }, 'x </b>\n'),
      'c.mdx': doc({ title: 'C', description: 'D' }, 'See [x](/gone).\n\nAnd [y](/also-gone).\n'),
      'd.mdx': doc({ title: 'D', description: 'D' }, 'See [z](/nowhere).\n'),
    });
    const error = await loadSource({ contentDir: root, projectRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      'a.mdx:8:1',
      'b.mdx:7:4',
      'c.mdx:6:5',
      'c.mdx:8:5',
      'd.mdx:6:5',
    ]);
  });

  it('points at link.id in _category_.json when the doc it names does not exist', async () => {
    const root = fixtureTree({
      ...base,
      'guide/_category_.json': '{\n  "label": "G",\n  "link": { "type": "doc", "id": "guide/nope" }\n}',
    });
    const problems = await loadSource({ contentDir: root, projectRoot: root }).catch((e: ContentError) => e.problems);
    expect(problems).toEqual([
      {
        file: 'guide/_category_.json',
        line: 3,
        column: 28,
        message: 'Invalid category file: link.id: doc id "guide/nope" not found',
      },
    ]);
  });

  it('checks links from the navbar config with the same rules, naming the config', async () => {
    const root = fixtureTree(base);
    const extraLinks = [
      {
        file: 'site.config.mjs',
        links: [
          { url: '/usage/web-ui', line: 40, column: 9 },
          { url: '/blog', line: 41, column: 9 },
        ],
      },
    ];
    const error = await loadSource({ contentDir: root, projectRoot: root, extraLinks }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/Broken links found \(1\)[\s\S]*site\.config\.mjs:41: \/blog/);
    expect((error as ContentError).problems).toEqual([
      {
        file: 'site.config.mjs',
        line: 41,
        column: 9,
        message: 'Broken link "/blog": no page or file of the site has this route',
      },
    ]);
  });

  it('resolves doc ids to routes for file links, the same way for checking and rendering', async () => {
    const root = fixtureTree(base);
    const source = await loadSource({ contentDir: root, projectRoot: root });
    expect(source.routeOfDoc('intro')).toBe('/');
    expect(source.routeOfDoc('usage/web-ui')).toBe('/usage/web-ui');
    expect(source.routeOfDoc('usage/missing')).toBeUndefined();
  });

  it('names the file when a guide has invalid front matter', async () => {
    const root = fixtureTree({ ...base, 'usage/bad.mdx': doc({ title: ['not', 'a', 'string'] }) });
    await expect(loadSource({ contentDir: root, projectRoot: root })).rejects.toThrow(/usage\/bad\.mdx[\s\S]*title/);
  });
});

describe('loadSource with an OpenAPI file', () => {
  const openapi = { file: 'openapi/ra-aid.openapi.yaml', configPath: 'redocly.yaml' };

  it('adds the API pages to the one page list and sidebar: overview first, then tag groups (names capitalised), then Untagged', async () => {
    const root = fixtureTree(base);
    const source = await loadSource({ contentDir: root, projectRoot: root, openapi });
    const api = source.tree.find((n) => n.type === 'category' && n.label === 'API');
    expect(api).toMatchObject({ type: 'category', href: '/category/api' });
    if (api?.type !== 'category') throw new Error('no API category');
    expect(api.children.map((c) => c.label)).toEqual(['RA.Aid API', 'Sessions', 'Agent', 'Untagged']);
    const sessions = api.children[1];
    expect(
      sessions.type === 'category' && sessions.children.map((c) => c.type === 'page' && `${c.method} ${c.label}`),
    ).toEqual([
      'get List sessions',
      'post Create session',
      'get Get session',
      'delete Kill session',
      'get Get session trajectories',
    ]);
    expect(source.byRoute.get('/api/spawn-agent-v-1-spawn-agent-post')).toMatchObject({
      kind: 'api',
      title: 'Spawn agent',
    });
    expect(source.byRoute.get('/category/api')).toMatchObject({ kind: 'category', title: 'API' });
    expect(source.api?.operations).toHaveLength(8);
  });

  it('lets guides link to API pages and their anchors, and catches broken ones', async () => {
    const ok = fixtureTree({
      ...base,
      'a.mdx': doc(
        { title: 'A', description: 'D' },
        'See [spawn](/api/spawn-agent-v-1-spawn-agent-post#request-body).\n',
      ),
    });
    const source = await loadSource({ contentDir: ok, projectRoot: ok, openapi });
    expect(source.warnings).toEqual([]);
    const broken = fixtureTree({
      ...base,
      'a.mdx': doc({ title: 'A', description: 'D' }, 'See [x](/api/kill-session).\n'),
    });
    await expect(loadSource({ contentDir: broken, projectRoot: broken, openapi })).rejects.toThrow(
      'a.mdx:6: /api/kill-session',
    );
  });
});

describe('listStaticFiles', () => {
  it('lists every file under public/ as a site path, nested and dot-files included, folders not', () => {
    const root = fixtureTree({ 'logo.svg': '', 'img/cards/a.png': '', '.well-known/security.txt': '' });
    expect([...listStaticFiles(root)].sort()).toEqual(['/.well-known/security.txt', '/img/cards/a.png', '/logo.svg']);
  });

  it('is empty without a public folder', () => {
    expect(listStaticFiles(undefined).size).toBe(0);
    expect(listStaticFiles('/no/such/folder').size).toBe(0);
  });
});
