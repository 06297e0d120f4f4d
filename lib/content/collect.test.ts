import { describe, expect, it } from 'vitest';
import { doc, fixtureTree, thrownMessage } from '../../tests/helpers/fixture-tree';
import { collectContent, parseCategory, parseDoc } from './collect';
import { ContentError } from './errors';

const messageOf = (fn: () => unknown) => thrownMessage(fn, ContentError);

describe('front matter validation', () => {
  it('accepts the documented fields and fills defaults', () => {
    const { frontMatter, lineOffset } = parseDoc(doc({ title: 'T', description: 'D', sidebar_position: 2, sidebar_label: 'Short' }), 'a.mdx');
    expect(frontMatter).toMatchObject({ title: 'T', description: 'D', sidebar_position: 2, sidebar_label: 'Short', hide_table_of_contents: false });
    expect(lineOffset).toBe(6);
  });

  it('names the file and the missing field when the title is missing', () => {
    const message = messageOf(() => parseDoc(doc({ description: 'D' }), 'content/usage/x.mdx'));
    expect(message).toContain('content/usage/x.mdx');
    expect(message).toMatch(/- title: /);
  });

  it('names the field with the wrong type', () => {
    expect(messageOf(() => parseDoc(doc({ title: 'T', description: 'D', sidebar_position: 'first' }), 'x.mdx'))).toMatch(
      /- sidebar_position: /,
    );
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

  it('reports YAML syntax errors with the file name', () => {
    expect(messageOf(() => parseDoc('---\ntitle: [unclosed\n---\nx', 'bad.mdx'))).toContain('bad.mdx');
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

  it('names the file and field of a bad category', () => {
    const message = messageOf(() => parseCategory('{"label":"Usage","position":"4"}', 'content/usage/_category_.json'));
    expect(message).toContain('content/usage/_category_.json');
    expect(message).toMatch(/- position: /);
  });

  it('rejects an unknown link type', () => {
    expect(messageOf(() => parseCategory('{"label":"U","link":{"type":"magic"}}', 'c.json'))).toMatch(/link\.type/);
  });

  it('reports invalid JSON with the file name', () => {
    expect(messageOf(() => parseCategory('{label: U}', 'c.json'))).toContain('Invalid JSON in c.json');
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
});
