import { describe, expect, it } from 'vitest';
import { brokenLinkProblems, checkLinks, formatBrokenLinks, resolveInternal } from './link-check';

const targets = {
  anchors: new Map([
    ['/', new Set(['what-it-does'])],
    ['/usage/web-ui', new Set(['start-the-server'])],
    ['/usage/monorepo', new Set<string>()],
  ]),
  staticFiles: new Set(['/img/logo.svg']),
};

describe('resolveInternal', () => {
  it('treats URLs with a scheme or // as external', () => {
    expect(resolveInternal('https://x.dev/a')).toBeNull();
    expect(resolveInternal('mailto:a@b.c')).toBeNull();
    expect(resolveInternal('//cdn.x/a')).toBeNull();
  });

  it('resolves absolute, relative and anchor-only links', () => {
    expect(resolveInternal('/usage/web-ui/#start-the-server')).toEqual({
      route: '/usage/web-ui',
      anchor: 'start-the-server',
    });
    expect(resolveInternal('monorepo', '/usage/web-ui')).toEqual({ route: '/usage/monorepo' });
    expect(resolveInternal('../contributing', '/usage/web-ui')).toEqual({ route: '/contributing' });
    expect(resolveInternal('#x', '/usage/web-ui')).toEqual({ route: '/usage/web-ui', anchor: 'x' });
    expect(resolveInternal('/usage/web-ui.html?x=1')).toEqual({ route: '/usage/web-ui' });
  });
});

describe('checkLinks', () => {
  it('reports links to missing routes as broken, with file and line', () => {
    const report = checkLinks(
      [
        {
          file: 'content/a.mdx',
          route: '/a',
          links: [
            { url: '/usage/nope', line: 3 },
            { url: '/usage/web-ui', line: 4 },
          ],
        },
        { file: 'content/b.mdx', route: '/b', links: [{ url: '/gone', line: 9 }] },
      ],
      targets,
    );
    expect(report.broken).toEqual([
      { file: 'content/a.mdx', line: 3, url: '/usage/nope' },
      { file: 'content/b.mdx', line: 9, url: '/gone' },
    ]);
    const message = formatBrokenLinks(report.broken);
    expect(message).toContain('content/a.mdx:3: /usage/nope');
    expect(message).toContain('content/b.mdx:9: /gone');
  });

  it('warns about missing anchors, and fails on a link to a Markdown file that does not exist', () => {
    const report = checkLinks(
      [
        {
          file: 'content/a.mdx',
          route: '/usage/web-ui',
          links: [
            { url: '/usage/web-ui#no-such-heading', line: 2 },
            { url: '#start-the-server', line: 3 },
            { url: './gone.md', line: 4, column: 9, fileRoute: null },
          ],
        },
      ],
      targets,
    );
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]).toContain('content/a.mdx:2');
    expect(report.warnings[0]).toContain('anchor');
    expect(brokenLinkProblems(report.broken)).toEqual([
      {
        file: 'content/a.mdx',
        line: 4,
        column: 9,
        message: 'Broken link "./gone.md": the Markdown file it names does not exist',
      },
    ]);
  });

  it('fails on an image that no static file serves, at its file:line:column, and accepts one that exists', () => {
    const report = checkLinks(
      [
        {
          file: 'docs/a.md',
          route: '/a',
          links: [
            { url: '/img/logo.svg', line: 1, column: 1, image: true },
            { url: 'https://example.com/x.png', line: 2, column: 1, image: true },
            { url: '/img/missing.png', line: 3, column: 5, image: true },
            { url: './beside.png', line: 4, column: 1, image: true },
          ],
        },
      ],
      targets,
    );
    expect(brokenLinkProblems(report.broken).map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`)).toEqual([
      'docs/a.md:3:5  Missing image "/img/missing.png": no file of public/ (or the Docusaurus site\'s static/) has this path',
      'docs/a.md:4:1  Missing image "./beside.png": no such file, read from the folder of the file that names it',
    ]);
    expect(formatBrokenLinks(report.broken)).toContain('docs/a.md:3: /img/missing.png (missing image)');
  });

  it('checks a resolved Markdown file link at the route it points to, with its anchor', () => {
    const report = checkLinks(
      [
        {
          file: 'content/intro.mdx',
          route: '/',
          links: [
            { url: './usage/web-ui.mdx', line: 1, fileRoute: '/usage/web-ui' },
            { url: './usage/web-ui.mdx#nope', line: 2, fileRoute: '/usage/web-ui' },
          ],
        },
      ],
      targets,
    );
    expect(report.broken).toEqual([]);
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]).toContain('content/intro.mdx:2');
  });

  it('accepts links to files in public/ and external links', () => {
    const report = checkLinks(
      [
        {
          file: 'a.mdx',
          links: [
            { url: '/img/logo.svg', line: 1 },
            { url: 'https://github.com', line: 2 },
          ],
        },
      ],
      targets,
    );
    expect(report).toEqual({ broken: [], warnings: [] });
  });
});

describe('brokenLinkProblems', () => {
  it('gives each broken link as file:line:column with the URL, column 1 when unknown', () => {
    const report = checkLinks(
      [
        {
          file: 'content/a.mdx',
          route: '/a',
          links: [
            { url: '/nope', line: 3, column: 7 },
            { url: '/gone', line: 5 },
          ],
        },
      ],
      targets,
    );
    expect(brokenLinkProblems(report.broken)).toEqual([
      {
        file: 'content/a.mdx',
        line: 3,
        column: 7,
        message: 'Broken link "/nope": no page or file of the site has this route',
      },
      {
        file: 'content/a.mdx',
        line: 5,
        column: 1,
        message: 'Broken link "/gone": no page or file of the site has this route',
      },
    ]);
  });
});
