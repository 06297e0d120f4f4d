import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../tests/helpers/fixture-tree';

/**
 * `npm run check:content` with CONTENT_DIR pointing at a fixture (the current docs, served under /next/ beside
 * the real 0.30.2 docs): its output lines and exit code.
 */
function check(files: Record<string, string>, args: string[] = []) {
  const root = fixtureTree(files);
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/check-content.ts', ...args],
    {
      // The images guides name by their file, and the build's stores, are kept in the fixture, not in the project's
      // .next/.
      env: {
        ...process.env,
        CONTENT_DIR: root,
        DOCS_ASSET_DIR: join(root, '.assets'),
        DOCS_BUILD_STORES: join(root, '.stores'),
      },
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  // Paths are printed relative to the project: drop the way to the fixture.
  const lines = output
    .split(`${relative(process.cwd(), root)}/`)
    .join('')
    .split('\n');
  return { status: result.status, output, lines: lines.filter(Boolean), root };
}

/** A failed check: its first lines are these problems, its last the summary. */
function expectProblems({ status, lines }: ReturnType<typeof check>, problems: string[], summary: RegExp) {
  expect(status).toBe(1);
  expect(lines.slice(0, problems.length)).toEqual(problems);
  expect(lines.at(-1)).toMatch(summary);
}

const intro = doc({ title: 'Intro', description: 'D', slug: '/' }, '## Start\n\nWelcome.\n');

describe('npm run check:content', () => {
  it('passes a valid tree, printing one warning per empty category folder', () => {
    const { status, lines } = check({
      'intro.mdx': intro,
      'guide/_category_.json': '{"label":"Guide"}',
      'guide/a.mdx': doc({ title: 'A', description: 'D' }, 'See [intro](/).\n'),
      'empty/_category_.json': '{"label":"Empty"}',
    });
    expect(status).toBe(0);
    expect(lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning  empty/: category folder with no pages; it is left out of the sidebar',
    ]);
    expect(lines.find((l) => l.startsWith('Content check'))).toMatch(
      /^Content check passed: \d+ pages in 2 docs versions, 1 warning \(\d+\.\d s\)\.$/,
    );
  });

  it('lists every invalid front matter and _category_.json of every file, once each, at file:line:column', () => {
    const result = check({
      'intro.mdx': intro,
      'guide/_category_.json': '{\n  "label": "Guide",\n  position: 2\n}\n',
      'guide/a.mdx': '---\ntitle: A\ndescription: D\nsidebar_position: first\n---\n\nText.\n',
      'guide/b.mdx': '---\ndescription: D\nhide_title: "no"\n---\n\nText.\n',
      'other/_category_.json': '{"label": "Other", "collapsed": "yes"}',
      'other/c.mdx': doc({ title: 'C', description: 'D' }),
    });
    expectProblems(
      result,
      [
        'guide/_category_.json:3:3  Invalid JSON: unexpected "position"',
        'guide/a.mdx:4:1  Invalid front matter: sidebar_position: Invalid input: expected number, received string',
        'guide/b.mdx:3:1  Invalid front matter: hide_title: Invalid input: expected boolean, received string',
        'other/_category_.json:1:20  Invalid category file: collapsed: Invalid input: expected boolean, received string',
      ],
      /^Content check failed: 4 problems in 4 files \(\d+\.\d s\)\.$/,
    );
    expect(result.output).not.toMatch(/prerender|WorkerError|^\s+at /m);
  });

  it('lists the MDX errors and broken links of every file, at the line in the file (front matter counted)', () => {
    const { status, lines } = check({
      'intro.mdx': intro,
      // Front matter of 6 lines, then 8 lines of text: the unclosed tag is on line 15 of the file (not 9).
      'guide/a.mdx': [
        '---',
        'title: A',
        'description: D',
        'sidebar_position: 1',
        'sidebar_label: A',
        '---',
        ...Array(4).fill(['', 'Text.']).flat(),
        '<Tabs>',
        '',
        'End.',
      ].join('\n'),
      'guide/b.mdx': doc({ title: 'B', description: 'D' }, 'Some <b>bold</i>.\n'),
      'guide/c.mdx': doc({ title: 'C', description: 'D' }, 'See [x](/nowhere).\n\nAnd [y](/guide/gone#z).\n'),
      'guide/d.mdx': doc({ title: 'D', description: 'D' }, 'See [a](/guide/a) and [z](/missing).\n'),
    });
    expect(status).toBe(1);
    expect(lines.slice(0, 5)).toEqual([
      'guide/a.mdx:15:1  MDX error: Expected a closing tag for `<Tabs>` (15:1-15:7)',
      'guide/b.mdx:6:13  MDX error: Unexpected closing tag `</i>`, expected corresponding closing tag for `<b>` (6:6-6:9)',
      'guide/c.mdx:6:5  Broken link "/nowhere": no page or file of the site has this route',
      'guide/c.mdx:8:5  Broken link "/guide/gone#z": no page or file of the site has this route',
      'guide/d.mdx:6:23  Broken link "/missing": no page or file of the site has this route',
    ]);
  });

  it('lists the imports of every file that this site cannot resolve, at file:line:column, before next build', () => {
    const { status, lines, output } = check({
      'intro.mdx': intro,
      'guide/a.md': "import Tabs from '@theme/Tabs';\nimport Explorer from '@theme/ApiExplorer';\n\n# A\n",
      'guide/b.mdx': doc({ title: 'B' }, "import Gone from './_gone.mdx';\n\n<Gone />\n"),
    });
    expect(status).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(
        /^guide\/a\.md:2:1 {2}Import error: "@theme\/ApiExplorer" cannot be resolved: this site has no such component/,
      ),
      expect.stringMatching(
        /^guide\/b\.mdx:5:1 {2}Import error: "\.\/_gone\.mdx" cannot be resolved: there is no file .*guide\/_gone\.mdx$/,
      ),
    ]);
    expect(lines.at(-1)).toMatch(/^Content check failed: 2 problems in 2 files/);
    expect(output).not.toMatch(/Cannot find package/);
  });

  it('lists every image that names no file, Markdown and JSX <img> alike, at file:line:column', () => {
    const result = check({
      'intro.mdx': intro,
      'guide/shot.png': 'an image beside its page',
      'guide/a.md': '# A\n\n![Here](./shot.png) ![Gone](./gone.png)\n\n![Up](../assets/none.png)\n',
      'guide/b.mdx': doc(
        { title: 'B' },
        '<img src="/img/nope.png" alt="x" />\n\n<img src={require(\'./shot.png\').default} alt="y" />\n\n' +
          '<img src={require(\'@site/static/img/gone.png\').default} alt="z" />\n',
      ),
    });
    expectProblems(
      result,
      [
        'guide/a.md:3:21  Missing image "./gone.png": no such file, read from the folder of the file that names it',
        'guide/a.md:5:1  Missing image "../assets/none.png": no such file, read from the folder of the file that names it',
        'guide/b.mdx:5:6  Missing image "/img/nope.png": no file of public/ (or the Docusaurus site\'s static/) has this path',
        'guide/b.mdx:9:6  Missing image "/img/gone.png": no file of public/ (or the Docusaurus site\'s static/) has this path',
      ],
      /^Content check failed: 4 problems in 2 files/,
    );
  });

  it("with --search-index (npm run build's first step), makes the search index into the build's store", () => {
    const { status, lines, root } = check(
      {
        'intro.mdx': intro,
        'guide/a.mdx': doc({ title: 'Alpaca care', description: 'D' }, '## Shearing\n\nTrim the fleece in spring.\n'),
      },
      ['--search-index'],
    );
    expect(status).toBe(0);
    expect(lines.at(-1)).toMatch(/^Search index made: \d+ files \(\d+\.\d s\)\.$/);
    const store = join(root, '.stores', 'search-index');
    const [key, ...others] = readdirSync(store);
    expect(others).toEqual([]);
    const paths = JSON.parse(readFileSync(join(store, key, 'paths.json'), 'utf8')) as string[];
    expect(paths).toContain('search-index.json');
    expect(paths.length).toBe(Number(lines.at(-1)!.match(/(\d+) files/)![1]));
    // The fixture's page is found in the files, wherever the index (sharded or not) keeps its text.
    const texts = paths.map((path) => readFileSync(join(store, key, path), 'utf8'));
    expect(texts.filter((text) => text.includes('Trim the fleece in spring.')).length).toBeGreaterThan(0);
  });

  it('makes no search index without --search-index (npm run check:content)', () => {
    const { status, root } = check({ 'intro.mdx': intro }, []);
    expect(status).toBe(0);
    expect(existsSync(join(root, '.stores', 'search-index'))).toBe(false);
  });

  it('stops on two files for one route, naming both', () => {
    const { status, lines } = check({
      'intro.mdx': intro,
      'guide/a.md': doc({ title: 'Stray', description: 'D' }),
      'guide/a.mdx': doc({ title: 'A', description: 'D' }),
      'guide/b.mdx': doc({ title: 'B', description: 'D', slug: '/guide/a' }),
    });
    expect(status).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      'guide/a.mdx:1:1  Duplicate route /next/guide/a: guide/a.md and guide/a.mdx both claim it; rename one, or give it another slug',
      'guide/b.mdx:4:1  Duplicate route /next/guide/a: guide/a.md and guide/b.mdx both claim it; rename one, or give it another slug',
    ]);
  });
});
