import { describe, expect, it } from 'vitest';
import { doc, fixtureTree, thrownMessage } from '../../tests/helpers/fixture-tree';
import { collectContent, parseCategory, parseDoc } from './collect';
import type { Problem } from '../validation/problem';
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
    const { frontMatter, lineOffset } = parseDoc(doc({ title: 'T', description: 'D', sidebar_position: 2, sidebar_label: 'Short' }), 'a.mdx');
    expect(frontMatter).toMatchObject({ title: 'T', description: 'D', sidebar_position: 2, sidebar_label: 'Short', hide_table_of_contents: false });
    expect(lineOffset).toBe(6);
  });

  it('names the file and the missing field when the title is missing, at the opening --- line', () => {
    const message = messageOf(() => parseDoc(doc({ description: 'D' }), 'content/usage/x.mdx'));
    expect(message).toContain('content/usage/x.mdx:1:1  Invalid front matter: title: ');
  });

  it('names the field with the wrong type at its line, counting the --- line', () => {
    // line 1 ---, 2 title, 3 description, 4 sidebar_position
    expect(messageOf(() => parseDoc(doc({ title: 'T', description: 'D', sidebar_position: 'first' }), 'x.mdx'))).toContain(
      'x.mdx:4:1  Invalid front matter: sidebar_position: ',
    );
  });

  it('lists every problem of one file, each at its own line', () => {
    const text = '---\ntitle: T\ndescription: D\nsidebar_postion: 1\nhide_table_of_contents: "yes"\n---\nBody\n';
    const problems = problemsOf(() => parseDoc(text, 'a.mdx'));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '4:1 Invalid front matter: sidebar_postion: unknown field',
      '5:1 Invalid front matter: hide_table_of_contents: Invalid input: expected boolean, received string',
    ]);
  });

  it('points at a list item inside a field', () => {
    const text = '---\ntitle: T\ndescription: D\nkeywords:\n  - one\n  - 2\n---\nBody\n';
    expect(problemsOf(() => parseDoc(text, 'a.mdx'))).toEqual([
      { file: 'a.mdx', line: 6, column: 5, message: 'Invalid front matter: keywords[1]: Invalid input: expected string, received number' },
    ]);
  });

  it('gives the line of the front matter slug, for messages about the route it claims', () => {
    expect(parseDoc('---\ntitle: T\ndescription: D\nslug: /x\n---\n', 'a.mdx').slugAt).toEqual({ line: 4, column: 1 });
    expect(parseDoc(doc({ title: 'T', description: 'D' }), 'a.mdx').slugAt).toBeUndefined();
  });

  it('accepts custom_edit_url as an absolute http(s) URL or null, and leaves it out when absent', () => {
    const url = 'https://example.com/edit/a.mdx';
    expect(parseDoc(doc({ title: 'T', description: 'D', custom_edit_url: url }), 'a.mdx').frontMatter.custom_edit_url).toBe(url);
    expect(parseDoc('---\ntitle: T\ndescription: D\ncustom_edit_url: null\n---\n', 'a.mdx').frontMatter.custom_edit_url).toBeNull();
    expect(parseDoc(doc({ title: 'T', description: 'D' }), 'a.mdx').frontMatter).not.toHaveProperty('custom_edit_url');
  });

  it('rejects a custom_edit_url that is not an absolute http(s) URL, at its line', () => {
    for (const bad of ['edit/a.mdx', 'ftp://example.com/a.mdx', '', 'true']) {
      const text = `---\ntitle: T\ndescription: D\ncustom_edit_url: ${JSON.stringify(bad)}\n---\n`;
      expect(problemsOf(() => parseDoc(text, 'a.mdx'))).toEqual([
        { file: 'a.mdx', line: 4, column: 1, message: 'Invalid front matter: custom_edit_url: custom_edit_url must be an absolute http(s) URL or null' },
      ]);
    }
  });

  it('rejects unknown keys (typos) by name', () => {
    expect(messageOf(() => parseDoc(doc({ title: 'T', description: 'D', sidebar_postion: 1 }), 'x.mdx'))).toContain('sidebar_postion');
  });

  it('rejects TOC levels outside 2..6 and min above max', () => {
    expect(messageOf(() => parseDoc(doc({ title: 'T', description: 'D', toc_max_heading_level: 7 }), 'x.mdx'))).toContain(
      'toc_max_heading_level',
    );
    expect(
      messageOf(() => parseDoc(doc({ title: 'T', description: 'D', toc_min_heading_level: 4, toc_max_heading_level: 3 }), 'x.mdx')),
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
    expect(parseCategory('{"label":"Usage","position":4,"link":{"type":"generated-index","description":"D"}}', 'c.json')).toMatchObject({
      label: 'Usage',
      position: 4,
      collapsed: true,
      link: { type: 'generated-index', description: 'D' },
    });
  });

  it('names the file, line and column of a bad field of a category', () => {
    const message = messageOf(() => parseCategory('{\n  "label": "Usage",\n  "position": "4"\n}\n', 'content/usage/_category_.json'));
    expect(message).toContain('content/usage/_category_.json:3:3  Invalid category file: position: Invalid input: expected number, received string');
  });

  it('rejects an unknown link type', () => {
    expect(messageOf(() => parseCategory('{"label":"U","link":{"type":"magic"}}', 'c.json'))).toMatch(/link\.type/);
  });

  it('reports a JSON syntax error at its line and column, not a character offset', () => {
    expect(problemsOf(() => parseCategory('{\n  "label": "U",\n  position: 2\n}', 'c.json'))).toEqual([
      { file: 'c.json', line: 3, column: 3, message: 'Invalid JSON: unexpected "position"' },
    ]);
    expect(problemsOf(() => parseCategory('{\n  "label": "U",\n}', 'c.json'))).toEqual([
      { file: 'c.json', line: 3, column: 1, message: 'Invalid JSON: expected a property name in double quotes, found "}"' },
    ]);
    expect(problemsOf(() => parseCategory('{"label": "U"', 'c.json'))).toEqual([{ file: 'c.json', line: 1, column: 14, message: 'Invalid JSON: expected "}"' }]);
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
    expect(categories.map((c) => [c.dir, c.meta.label])).toEqual([
      ['guide', 'Guide'],
      ['plain', 'Plain'],
    ]);
  });

  it('lists the problems of every file in one error instead of stopping at the first', () => {
    const root = fixtureTree({
      'a.mdx': doc({ description: 'no title' }),
      'guide/_category_.json': '{"label": "Guide",}',
      'guide/b.mdx': doc({ title: 'B', description: 'D', sidebar_position: 'x' }),
      'guide/c.mdx': doc({ title: 'C', description: 'D' }),
      'other/_category_.json': '{"label": 3}',
    });
    const problems = problemsOf(() => collectContent(root, root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      'a.mdx:1:1',
      'guide/_category_.json:1:19',
      'guide/b.mdx:4:1',
      'other/_category_.json:1:2',
    ]);
    expect(messageOf(() => collectContent(root, root))).toMatch(/^Invalid front matter or _category_\.json in 4 files:/);
  });
});
