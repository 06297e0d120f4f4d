import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { ContentError } from '../content/errors';
import { loadSource } from './load';

describe('loadSource with Docusaurus docs', () => {
  const docusaurus = {
    'index.md': '# Handbook\n\nThe *first* paragraph.\n\nMore.\n',
    'setup.md': doc(
      { id: 'start', sidebar_class_name: 'first', pagination_next: 'guides/deploy' },
      'No heading here.\n',
    ),
    'guides/_category_.yml': 'label: Guides\n',
    'guides/README.md': '# All guides\n',
    'guides/02-deploy.md': doc({ title: 'Deploying', pagination_label: 'Ship it' }, '# Body heading\n'),
    'guides/01-build.md': doc({ sidebar_label: 'Build' }, 'Text.\n'),
    'guides/secret.md': doc({ unlisted: true }, '# Secret\n'),
    'guides/wip.md': doc({ draft: true }, '# Wip\n'),
  };

  it("takes titles from front matter, else the body's # heading, else the id; descriptions from the first paragraph", async () => {
    const root = fixtureTree(docusaurus);
    const source = await loadSource({ contentDir: root, projectRoot: root });
    const rows = source.pages.map((p) => [p.id, p.route, p.title, p.description ?? null]);
    expect(rows).toEqual([
      ['guides/build', '/guides/build', 'build', 'Text.'],
      ['guides/deploy', '/guides/deploy', 'Deploying', null],
      ['guides/README', '/guides', 'All guides', null],
      ['guides/secret', '/guides/secret', 'Secret', null],
      ['index', '/', 'Handbook', 'The first paragraph.'],
      ['start', '/start', 'start', 'No heading here.'],
    ]);
  });

  it('orders by number prefix, makes README the category page, leaves unlisted and draft pages out of the sidebar', async () => {
    const root = fixtureTree(docusaurus);
    const source = await loadSource({ contentDir: root, projectRoot: root });
    const guides = source.tree.find((n) => n.type === 'category');
    expect(guides).toMatchObject({ label: 'Guides', href: '/guides', pageId: 'guides/README' });
    expect(guides?.type === 'category' && guides.children.map((c) => c.label)).toEqual(['Build', 'Deploying']);
    expect(source.tree.find((n) => n.type === 'page' && n.pageId === 'start')).toMatchObject({ className: 'first' });
    expect(source.byId.get('guides/secret')?.unlisted).toBe(true);
    expect(source.byId.has('guides/wip')).toBe(false);
    const withDrafts = await loadSource({ contentDir: root, projectRoot: root, drafts: true });
    expect(withDrafts.byId.has('guides/wip')).toBe(true);
  });

  it('resolves file links by file path when a front-matter id renames the doc', async () => {
    const root = fixtureTree({
      ...docusaurus,
      'guides/01-build.md': doc({}, 'See [setup](../setup.md) and [deploy](./02-deploy.md).\n'),
    });
    const source = await loadSource({ contentDir: root, projectRoot: root });
    const build = source.byId.get('guides/build');
    expect(build?.kind === 'doc' && build.links.map((l) => l.fileRoute)).toEqual(['/start', '/guides/deploy']);
  });

  it('stops on a pagination_next naming no doc, at its line, and warns about unknown fields', async () => {
    const root = fixtureTree({
      ...docusaurus,
      'setup.md': doc({ pagination_next: 'nowhere', colour: 'red' }, 'Text.\n'),
    });
    const error = await loadSource({ contentDir: root, projectRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      {
        file: 'setup.md',
        line: 2,
        column: 1,
        message: 'Invalid front matter: pagination_next: doc id "nowhere" not found',
      },
    ]);
    const ok = fixtureTree({ ...docusaurus, 'setup.md': doc({ colour: 'red' }, 'Text.\n') });
    expect((await loadSource({ contentDir: ok, projectRoot: ok })).warnings).toEqual([
      'setup.md:2:1  Front matter: unknown field "colour" is ignored',
    ]);
  });
});
