import { describe, expect, it } from 'vitest';
import { doc, fixtureTree, thrownMessage } from '../../../tests/helpers/fixture-tree';
import { collectContent, parseCategory, parseDoc } from './collect';
import type { Problem } from '../../shared/validation/problem';
import { ContentError } from './errors';

const messageOf = (fn: () => unknown) => thrownMessage(fn, ContentError);

function problemsOf(fn: () => unknown): readonly Problem[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('front matter validation', () => {
  it('accepts the documented fields and fills defaults', () => {
    const { frontMatter, lineOffset } = parseDoc(
      doc({ title: 'T', description: 'D', sidebar_position: 2, sidebar_label: 'Short' }),
      'a.mdx',
    );
    expect(frontMatter).toMatchObject({
      title: 'T',
      description: 'D',
      sidebar_position: 2,
      sidebar_label: 'Short',
      hide_table_of_contents: false,
    });
    expect(lineOffset).toBe(6);
  });

  it('accepts a guide without front matter, or without a title and description, as Docusaurus does', () => {
    const bare = parseDoc('# Heading title\n\nFirst paragraph.\n', 'a.md');
    expect(bare.frontMatter).toMatchObject({ hide_title: false, draft: false, unlisted: false });
    expect(bare.frontMatter.title).toBeUndefined();
    expect(bare.frontMatter.description).toBeUndefined();
    expect([bare.lineOffset, bare.warnings]).toEqual([0, []]);
    expect(parseDoc(doc({ sidebar_position: 2 }), 'b.md').frontMatter.title).toBeUndefined();
  });

  it('accepts every docs field of Docusaurus 3.7 with its type', () => {
    const text = [
      '---',
      'id: first',
      'hide_title: true',
      'sidebar_class_name: special',
      'sidebar_custom_props: { icon: star }',
      'displayed_sidebar: null',
      'pagination_label: First',
      'pagination_next: guide/two',
      'pagination_prev: null',
      'parse_number_prefixes: false',
      'tags: [one, { label: Two, permalink: /tags/two }]',
      'draft: true',
      'unlisted: true',
      'last_update: { date: 2024-01-02, author: Someone }',
      'custom_edit_url: ""',
      '---',
      '',
    ].join('\n');
    const { frontMatter, warnings } = parseDoc(text, 'a.md');
    expect(warnings).toEqual([]);
    expect(frontMatter).toMatchObject({
      id: 'first',
      hide_title: true,
      sidebar_class_name: 'special',
      sidebar_custom_props: { icon: 'star' },
      displayed_sidebar: null,
      pagination_label: 'First',
      pagination_next: 'guide/two',
      pagination_prev: null,
      parse_number_prefixes: false,
      tags: ['one', { label: 'Two', permalink: '/tags/two' }],
      draft: true,
      unlisted: true,
      custom_edit_url: null,
    });
    expect(new Date(frontMatter.last_update!.date!).toISOString()).toBe('2024-01-02T00:00:00.000Z');
  });

  it('refuses a doc id holding a slash and a last_update date that is not a date, at their lines', () => {
    expect(problemsOf(() => parseDoc('---\nid: a/b\nlast_update:\n  date: soon\n---\n', 'x.md'))).toEqual([
      {
        file: 'x.md',
        line: 2,
        column: 1,
        message: 'Invalid front matter: id: a doc id holds no "/" (the folder comes from the file)',
      },
      {
        file: 'x.md',
        line: 4,
        column: 3,
        message: 'Invalid front matter: last_update.date: last_update.date is not a date',
      },
    ]);
  });

  it('names the field with the wrong type at its line, counting the --- line', () => {
    // line 1 ---, 2 title, 3 description, 4 sidebar_position
    expect(
      messageOf(() => parseDoc(doc({ title: 'T', description: 'D', sidebar_position: 'first' }), 'x.mdx')),
    ).toContain('x.mdx:4:1  Invalid front matter: sidebar_position: ');
  });

  it('lists every problem of one file, each at its own line', () => {
    const text = '---\ntitle: T\ndescription: D\nsidebar_position: "1"\nhide_table_of_contents: "yes"\n---\nBody\n';
    const problems = problemsOf(() => parseDoc(text, 'a.mdx'));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '4:1 Invalid front matter: sidebar_position: Invalid input: expected number, received string',
      '5:1 Invalid front matter: hide_table_of_contents: Invalid input: expected boolean, received string',
    ]);
  });

  it('points at a list item inside a field', () => {
    const text = '---\ntitle: T\ndescription: D\nkeywords:\n  - one\n  - 2\n---\nBody\n';
    expect(problemsOf(() => parseDoc(text, 'a.mdx'))).toEqual([
      {
        file: 'a.mdx',
        line: 6,
        column: 5,
        message: 'Invalid front matter: keywords[1]: Invalid input: expected string, received number',
      },
    ]);
  });

  it('gives the line of the front matter slug, for messages about the route it claims', () => {
    expect(parseDoc('---\ntitle: T\ndescription: D\nslug: /x\n---\n', 'a.mdx').slugAt).toEqual({ line: 4, column: 1 });
    expect(parseDoc(doc({ title: 'T', description: 'D' }), 'a.mdx').slugAt).toBeUndefined();
  });

  it('accepts custom_edit_url as an absolute http(s) URL or null, and leaves it out when absent', () => {
    const url = 'https://example.com/edit/a.mdx';
    expect(
      parseDoc(doc({ title: 'T', description: 'D', custom_edit_url: url }), 'a.mdx').frontMatter.custom_edit_url,
    ).toBe(url);
    expect(
      parseDoc('---\ntitle: T\ndescription: D\ncustom_edit_url: null\n---\n', 'a.mdx').frontMatter.custom_edit_url,
    ).toBeNull();
    expect(parseDoc(doc({ title: 'T', description: 'D' }), 'a.mdx').frontMatter).not.toHaveProperty('custom_edit_url');
  });

  it('rejects a custom_edit_url that is not an absolute http(s) URL, at its line', () => {
    for (const bad of ['edit/a.mdx', 'ftp://example.com/a.mdx', 'true']) {
      const text = `---\ntitle: T\ndescription: D\ncustom_edit_url: ${JSON.stringify(bad)}\n---\n`;
      expect(problemsOf(() => parseDoc(text, 'a.mdx'))).toEqual([
        {
          file: 'a.mdx',
          line: 4,
          column: 1,
          message: 'Invalid front matter: custom_edit_url: custom_edit_url must be an absolute http(s) URL or null',
        },
      ]);
    }
  });

  it('warns about unknown keys (typos) by name at their line, and leaves them out', () => {
    const { frontMatter, warnings } = parseDoc(doc({ title: 'T', description: 'D', sidebar_postion: 1 }), 'x.mdx');
    expect(warnings).toEqual(['x.mdx:4:1  Front matter: unknown field "sidebar_postion" is ignored']);
    expect(frontMatter).not.toHaveProperty('sidebar_postion');
  });

  it('rejects TOC levels outside 2..6 and min above max', () => {
    expect(
      messageOf(() => parseDoc(doc({ title: 'T', description: 'D', toc_max_heading_level: 7 }), 'x.mdx')),
    ).toContain('toc_max_heading_level');
    expect(
      messageOf(() =>
        parseDoc(doc({ title: 'T', description: 'D', toc_min_heading_level: 4, toc_max_heading_level: 3 }), 'x.mdx'),
      ),
    ).toContain('toc_min_heading_level');
  });

  it('reports YAML syntax errors at their line and column in the file', () => {
    expect(problemsOf(() => parseDoc('---\ntitle: T\ndescription: D\n  bad: indent\n---\nx', 'bad.mdx'))).toEqual([
      { file: 'bad.mdx', line: 4, column: 6, message: 'Invalid front matter: bad indentation of a mapping entry' },
    ]);
  });
});

describe('category validation', () => {
  it('accepts a generated-index category', () => {
    expect(
      parseCategory('{"label":"Usage","position":4,"link":{"type":"generated-index","description":"D"}}', 'c.json'),
    ).toMatchObject({
      label: 'Usage',
      position: 4,
      collapsed: true,
      link: { type: 'generated-index', description: 'D' },
    });
  });

  it('names the file, line and column of a bad field of a category', () => {
    const message = messageOf(() =>
      parseCategory('{\n  "label": "Usage",\n  "position": "4"\n}\n', 'content/usage/_category_.json'),
    );
    expect(message).toContain(
      'content/usage/_category_.json:3:3  Invalid category file: position: Invalid input: expected number, received string',
    );
  });

  it('reads _category_.yml like _category_.json, with unknown fields as warnings at their line', () => {
    const warnings: string[] = [];
    const meta = parseCategory(
      'label: Guides\nposition: 2\ncollapsible: false\nclassName: x\nicon: star\n',
      'g/_category_.yml',
      warnings,
    );
    expect(meta).toMatchObject({ label: 'Guides', position: 2, collapsible: false, className: 'x' });
    expect(warnings).toEqual(['g/_category_.yml:5:1  Category file: unknown field "icon" is ignored']);
    expect(problemsOf(() => parseCategory('label: Guides\nposition: [\n', 'g/_category_.yml'))[0]).toMatchObject({
      file: 'g/_category_.yml',
      line: 3,
    });
  });

  it('rejects an unknown link type', () => {
    expect(messageOf(() => parseCategory('{"label":"U","link":{"type":"magic"}}', 'c.json'))).toMatch(/link\.type/);
  });

  it('reports a JSON syntax error at its line and column, not a character offset', () => {
    expect(problemsOf(() => parseCategory('{\n  "label": "U",\n  position: 2\n}', 'c.json'))).toEqual([
      { file: 'c.json', line: 3, column: 3, message: 'Invalid JSON: unexpected "position"' },
    ]);
    expect(problemsOf(() => parseCategory('{\n  "label": "U",\n}', 'c.json'))).toEqual([
      {
        file: 'c.json',
        line: 3,
        column: 1,
        message: 'Invalid JSON: expected a property name in double quotes, found "}"',
      },
    ]);
    expect(problemsOf(() => parseCategory('{"label": "U"', 'c.json'))).toEqual([
      { file: 'c.json', line: 1, column: 14, message: 'Invalid JSON: expected "}"' },
    ]);
  });
});

describe('collectContent', () => {
  it('reads guides and categories, skipping _-prefixed files and folders', () => {
    const root = fixtureTree({
      'intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }),
      'guide/_category_.json': '{"label":"Guide"}',
      'guide/one.md': doc({ title: 'One', description: 'D' }),
      '_data/x.mdx': 'not content',
      'guide/_partial.mdx': 'not content',
      'plain/two.mdx': doc({ title: 'Two', description: 'D' }),
    });
    const { docs, categories } = collectContent(root, root);
    expect(docs.map((d) => d.id).sort()).toEqual(['guide/one', 'intro', 'plain/two']);
    expect(docs.find((d) => d.id === 'guide/one')?.file.endsWith('guide/one.md')).toBe(true);
    expect(categories.map((c) => [c.dir, c.meta.label])).toEqual([
      ['guide', 'Guide'],
      ['plain', 'Plain'],
    ]);
  });

  it('gives docs their Docusaurus ids: front-matter id, number prefixes left out, category index docs marked', () => {
    const root = fixtureTree({
      '01-start.md': '# Start\n',
      '02-guides/_category_.json': '{}',
      '02-guides/guides.md': '# Guides\n',
      '02-guides/10-deploy.mdx': doc({ id: 'shipping' }),
      '02-guides/3-keep.md': doc({ parse_number_prefixes: false }),
      'more/README.md': '# More\n',
      'more/draft.md': doc({ draft: true }),
    });
    const { docs, categories } = collectContent(root, root);
    const rows = docs.map((d) => [d.id, d.fileId, d.numberPosition ?? null, d.categoryIndex]);
    expect(rows).toEqual([
      ['start', '01-start', 1, false],
      ['02-guides/shipping', '02-guides/10-deploy', 10, false],
      ['02-guides/3-keep', '02-guides/3-keep', null, false],
      ['02-guides/guides', '02-guides/guides', null, true],
      ['more/README', 'more/README', null, true],
    ]);
    expect(categories.map((c) => [c.dir, c.meta.label, c.meta.position ?? null])).toEqual([
      ['02-guides', 'Guides', 2],
      ['more', 'More', null],
    ]);
    expect(collectContent(root, root, { drafts: true }).docs.map((d) => d.id)).toContain('more/draft');
  });

  it('refuses a folder with both _category_.json and _category_.yml', () => {
    const root = fixtureTree({ 'g/_category_.json': '{}', 'g/_category_.yml': 'label: G\n', 'g/a.md': '# A\n' });
    expect(problemsOf(() => collectContent(root, root))).toEqual([
      {
        file: 'g/_category_.yml',
        line: 1,
        column: 1,
        message: 'Invalid category file: g/_category_.json is there too; keep one of them',
      },
    ]);
  });

  it('lists the problems of every file in one error instead of stopping at the first', () => {
    const root = fixtureTree({
      'a.mdx': doc({ title: 7 }),
      'guide/_category_.json': '{"label": "Guide",}',
      'guide/b.mdx': doc({ title: 'B', description: 'D', sidebar_position: 'x' }),
      'guide/c.mdx': doc({ title: 'C', description: 'D' }),
      'other/_category_.json': '{"label": 3}',
    });
    const problems = problemsOf(() => collectContent(root, root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      'a.mdx:2:1',
      'guide/_category_.json:1:19',
      'guide/b.mdx:4:1',
      'other/_category_.json:1:2',
    ]);
    expect(messageOf(() => collectContent(root, root))).toMatch(
      /^Invalid front matter or _category_\.json in 4 files:/,
    );
  });
});
