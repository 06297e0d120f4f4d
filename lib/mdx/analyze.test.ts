import { describe, expect, it } from 'vitest';
import { analyzeMdx } from './analyze';
import { normaliseAdmonitionTitles } from './preprocess';

const links = { docId: 'usage/web-ui', routeOfDoc: (id: string) => ({ 'usage/monorepo': '/usage/monorepo', intro: '/' })[id] };

describe('analyzeMdx', () => {
  it('gives headings GitHub-style ids, numbering duplicates, and skips h1', async () => {
    const { headings } = await analyzeMdx('# Title\n\n## Start the server\n\n### Options & flags\n\n## Start the server\n', 'x.mdx', links);
    expect(headings).toEqual([
      { depth: 2, text: 'Start the server', id: 'start-the-server' },
      { depth: 3, text: 'Options & flags', id: 'options--flags' },
      { depth: 2, text: 'Start the server', id: 'start-the-server-1' },
    ]);
  });

  it('uses the text of inline code in heading ids', async () => {
    const { headings } = await analyzeMdx('## The `--server` flag\n', 'x.mdx', links);
    expect(headings[0].id).toBe('the---server-flag');
  });

  it('records links with their file line, counting front matter', async () => {
    const { links: found } = await analyzeMdx('Intro.\n\nSee [the guide](/usage/monorepo#tips) and [site](https://ra-aid.ai).\n', 'x.mdx', links, 4);
    expect(found).toEqual([
      { url: '/usage/monorepo#tips', line: 7 },
      { url: 'https://ra-aid.ai', line: 7 },
    ]);
  });

  it('resolves links to .md/.mdx files to routes, and marks missing files', async () => {
    const { links: found } = await analyzeMdx('[a](./monorepo.mdx#x) [b](../intro.md) [c](./gone.md)\n', 'x.mdx', links);
    expect(found.map((l) => [l.url, l.fileRoute])).toEqual([
      ['./monorepo.mdx#x', '/usage/monorepo'],
      ['../intro.md', '/'],
      ['./gone.md', null],
    ]);
  });

  it('does not swallow text like model:tag outside backticks', async () => {
    // remark-directive would read ":latest" as a directive; the text must survive (no throw, no loss).
    const { headings } = await analyzeMdx('## Use qwen:latest today\n', 'x.mdx', links);
    expect(headings[0].text).toBe('Use qwen:latest today');
  });

  it('names the file and line of an MDX syntax error', async () => {
    await expect(analyzeMdx('Fine line.\n\nBroken <div line.\n', 'content/bad.mdx', links, 5)).rejects.toThrow(/content\/bad\.mdx:8/);
  });
});

describe('admonition title forms', () => {
  it('rewrites ":::note Title" to ":::note[Title]" outside code fences only', () => {
    const src = ':::tip Try this\nx\n:::\n\n```\n:::tip Not me\n```\n:::warning[Already]\n';
    expect(normaliseAdmonitionTitles(src)).toBe(':::tip[Try this]\nx\n:::\n\n```\n:::tip Not me\n```\n:::warning[Already]\n');
  });
});
