import { describe, expect, it } from 'vitest';
import { parseDoc } from '../content/collect';
import { ContentError } from '../content/errors';
import { mdxErrorPlace, parseGuide } from './document';
import { normaliseAdmonitionTitles } from './preprocess';

const links = {
  docId: 'usage/web-ui',
  routeOfDoc: (id: string) => ({ 'usage/monorepo': '/usage/monorepo', intro: '/' })[id],
};

describe('parseGuide', () => {
  it('gives headings GitHub-style ids, numbering duplicates, and skips h1', async () => {
    const { headings } = parseGuide(
      '# Title\n\n## Start the server\n\n### Options & flags\n\n## Start the server\n',
      'x.mdx',
      links,
    );
    expect(headings).toEqual([
      { depth: 2, text: 'Start the server', id: 'start-the-server' },
      { depth: 3, text: 'Options & flags', id: 'options--flags' },
      { depth: 2, text: 'Start the server', id: 'start-the-server-1' },
    ]);
  });

  it('uses the text of inline code in heading ids', async () => {
    const { headings } = parseGuide('## The `--server` flag\n', 'x.mdx', links);
    expect(headings[0].id).toBe('the---server-flag');
  });

  it('records links with their file line, counting front matter', async () => {
    const { links: found } = parseGuide(
      'Intro.\n\nSee [the guide](/usage/monorepo#tips) and [site](https://ra-aid.ai).\n',
      'x.mdx',
      links,
      4,
    );
    expect(found).toEqual([
      { url: '/usage/monorepo#tips', line: 7, column: 5 },
      { url: 'https://ra-aid.ai', line: 7, column: 43 },
    ]);
  });

  it('resolves links to .md/.mdx files to routes, and marks missing files', async () => {
    const { links: found } = parseGuide('[a](./monorepo.mdx#x) [b](../intro.md) [c](./gone.md)\n', 'x.mdx', links);
    expect(found.map((l) => [l.url, l.fileRoute])).toEqual([
      ['./monorepo.mdx#x', '/usage/monorepo'],
      ['../intro.md', '/'],
      ['./gone.md', null],
    ]);
  });

  it('does not swallow text like model:tag outside backticks', async () => {
    // remark-directive would read ":latest" as a directive; the text must survive (no throw, no loss).
    const { headings } = parseGuide('## Use qwen:latest today\n', 'x.mdx', links);
    expect(headings[0].text).toBe('Use qwen:latest today');
  });

  it('names the file and line of an MDX syntax error', async () => {
    expect(() => parseGuide('Fine line.\n\nBroken <div line.\n', 'content/bad.mdx', links, 5)).toThrow(
      /content\/bad\.mdx:8:/,
    );
  });
});

describe('MDX errors at their place in the file', () => {
  /** A guide of 6 front-matter lines (--- to ---) whose body has `bad` on file line `line`. */
  function guide(bad: string, line: number) {
    const frontMatter = ['---', 'title: T', 'description: D', 'sidebar_position: 1', 'sidebar_label: L', '---'];
    const lines = [
      ...frontMatter,
      ...Array.from({ length: line - 1 - frontMatter.length }, (_, i) => (i % 2 ? '' : 'Text.')),
      bad,
      '',
      'End.',
    ];
    const text = lines.join('\n');
    const parsed = parseDoc(text, 'content/x.mdx');
    return { ...parsed, lineOf: (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1 };
  }

  async function problemOf(parse: () => unknown) {
    const error = await Promise.resolve()
      .then(parse)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    if (!(error instanceof ContentError)) throw new Error(`expected a ContentError, got ${String(error)}`);
    expect(error.problems).toHaveLength(1);
    return error.problems[0];
  }

  it('reports an unclosed JSX tag at its own line, counting the front matter (line 15, not 9)', async () => {
    const g = guide('<Tabs>', 15);
    expect(g.lineOf('<Tabs>')).toBe(15);
    const problem = await problemOf(() => parseGuide(g.body, 'content/x.mdx', links, g.lineOffset));
    expect(problem).toMatchObject({ file: 'content/x.mdx', line: 15, column: 1 });
    expect(problem.message).toMatch(/^MDX error: Expected a closing tag for `<Tabs>` \(15:1-15:7\)/);
  });

  it('reports a mismatched closing tag and a bad attribute at their line and column', async () => {
    const mismatched = guide('Some <b>bold</i> text.', 12);
    expect(
      await problemOf(() => parseGuide(mismatched.body, 'content/x.mdx', links, mismatched.lineOffset)),
    ).toMatchObject({ line: 12, column: 13 });
    const attribute = guide('<div class=>x</div>', 20);
    expect(
      await problemOf(() => parseGuide(attribute.body, 'content/x.mdx', links, attribute.lineOffset)),
    ).toMatchObject({ line: 20, column: 12 });
  });

  it('reports an unclosed expression at the end of the file', async () => {
    const g = guide('Price {x', 10);
    const problem = await problemOf(() => parseGuide(g.body, 'content/x.mdx', links, g.lineOffset));
    expect(problem.line).toBeGreaterThanOrEqual(10);
    expect(problem.message).toMatch(/^MDX error: Unexpected end of file in expression/);
  });
});

describe('mdxErrorPlace', () => {
  it('reads a point, a range, the line fields, or the place written in the message', () => {
    expect(mdxErrorPlace({ place: { line: 3, column: 4 } })).toEqual({ line: 3, column: 4 });
    expect(mdxErrorPlace({ place: { start: { line: 5, column: 6 }, end: { line: 5, column: 9 } } })).toEqual({
      line: 5,
      column: 6,
    });
    expect(mdxErrorPlace({ line: 7, column: 2 })).toEqual({ line: 7, column: 2 });
    expect(mdxErrorPlace({ reason: 'Expected a closing tag for `<a>` (9:3-9:6)' })).toEqual({ line: 9, column: 3 });
    expect(mdxErrorPlace(new Error('no place'))).toEqual({ line: 1, column: 1 });
  });
});

describe('admonition title forms', () => {
  it('rewrites ":::note Title" to ":::note[Title]" outside code fences only', () => {
    const src = ':::tip Try this\nx\n:::\n\n```\n:::tip Not me\n```\n:::warning[Already]\n';
    expect(normaliseAdmonitionTitles(src)).toBe(
      ':::tip[Try this]\nx\n:::\n\n```\n:::tip Not me\n```\n:::warning[Already]\n',
    );
  });
});
