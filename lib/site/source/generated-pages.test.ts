import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { ContentError } from '../content/errors';
import type { FileGenerator } from '../content/generated/types';
import { flattenLinks } from '../page-tree/navigate';
import { pageMarkdown } from '../outputs/markdown/page';
import { loadSource } from './load';

const files = {
  'intro.mdx': doc({ title: 'Intro', description: 'Landing', slug: '/' }, 'See [the list](/made/list#second).\n'),
  '_data/items.json': '["first", "second"]',
};

/** A generator like the reference pages': a category and one guide made from a data file of the docs folder. */
const listGenerator: FileGenerator = ({ contentDir }) => {
  const items = JSON.parse(readFileSync(join(contentDir, '_data/items.json'), 'utf8')) as string[];
  return [
    { path: 'made/_category_.json', text: '{"label":"Made","position":3}', sources: ['_data/items.json'] },
    {
      path: 'made/list.mdx',
      text: doc(
        { title: 'The list', description: 'Made from data' },
        items.map((i) => `## ${i}\n\nAbout ${i}.\n`).join('\n'),
      ),
      sources: ['_data/items.json'],
    },
  ];
};

describe('generated docs files', () => {
  it('become pages like files on disk: route, headings, sidebar entry in their category, Markdown twin', async () => {
    const root = fixtureTree(files);
    const source = await loadSource({ contentDir: root, projectRoot: root, generators: [listGenerator] });
    const page = source.byRoute.get('/made/list');
    expect(page?.kind).toBe('doc');
    if (page?.kind !== 'doc') return;
    expect(page.title).toBe('The list');
    expect(page.file).toBe('made/list.mdx');
    expect(page.generated?.sources).toEqual(['_data/items.json']);
    expect(page.headings.map((h) => h.id)).toEqual(['first', 'second']);
    const category = source.tree.find((n) => n.type === 'category');
    expect(category).toMatchObject({ type: 'category', label: 'Made' });
    expect(flattenLinks(source.tree).map((l) => l.href)).toContain('/made/list');
    const twin = pageMarkdown(page, source, { url: 'https://docs.example.com', baseUrl: '/' });
    expect(twin).toContain('# The list');
    expect(twin).toContain('## second');
    expect(twin).toContain('About second.');
  });

  it('are an error at the hand-written file when one is at the same path', async () => {
    const root = fixtureTree({ ...files, 'made/list.mdx': doc({ title: 'By hand', description: 'D' }) });
    const error = await loadSource({ contentDir: root, projectRoot: root, generators: [listGenerator] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toContainEqual({
      file: 'made/list.mdx',
      line: 1,
      column: 1,
      message: 'This file is also generated from _data/items.json: two files for one route; remove or rename this one',
    });
  });

  it("report a generator's located data problems with the other content problems", async () => {
    const root = fixtureTree(files);
    const failing: FileGenerator = () => {
      throw new ContentError('bad data', [
        { file: '_data/items.json', line: 1, column: 2, message: 'no sentence for "x"' },
      ]);
    };
    const error = await loadSource({ contentDir: root, projectRoot: root, generators: [failing] }).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toContain('_data/items.json:1:2  no sentence for "x"');
  });

  it('are refused with a path that leaves the docs folder', async () => {
    const root = fixtureTree(files);
    const outside: FileGenerator = () => [{ path: '../x.mdx', text: doc({ title: 'X' }), sources: [] }];
    const error = await loadSource({ contentDir: root, projectRoot: root, generators: [outside] }).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/Generated file path "\.\.\/x\.mdx" .* must be relative to the docs folder/);
  });
});
