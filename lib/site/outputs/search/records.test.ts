import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../../tests/helpers/fixture-tree';
import { validateSiteConfig } from '../../config/schema';
import { loadSource } from '../../source/load';
import { buildRecords, excerptOf, EXCERPT_WORDS, FALLBACK_LVL0, topLevelLabel } from './records';

const config = validateSiteConfig(
  { url: 'https://docs.example.com', baseUrl: '/', title: 'Docs', themeConfig: { navbar: { items: [] } } },
  'test',
);

const files = {
  'intro.mdx': doc(
    { title: 'Welcome', description: 'Landing', slug: '/', sidebar_position: 1 },
    'Intro text with **bold** words.\n\n## What it does\n\nIt does things.\n',
  ),
  'usage/_category_.json':
    '{"label":"Usage","position":2,"link":{"type":"generated-index","description":"How to use it"}}',
  'usage/web-ui.mdx': doc(
    { title: 'Web UI', description: 'The browser UI', sidebar_position: 1 },
    [
      'Start here.',
      '',
      '## Start the server',
      '',
      '- Run `ra-aid --server`.',
      '- Open the page.',
      '',
      '```bash',
      'echo not-indexed',
      '```',
      '',
      '### Port',
      '',
      '| Option | Meaning |',
      '| --- | --- |',
      '| `--port` | Port to listen on |',
      '',
      '## Start the server',
      '',
      ':::tip',
      'Admonition text.',
      ':::',
      '',
    ].join('\n'),
  ),
};

async function records(extra: Record<string, string> = {}) {
  const root = fixtureTree({ ...files, ...extra });
  const source = await loadSource({ contentDir: root, projectRoot: root });
  return buildRecords({ source, config, topLevel: 'Docs' });
}

describe('buildRecords', () => {
  it('gives a guide one lvl1 record, one record per heading and one content record per paragraph, list item and table row', async () => {
    const webUi = (await records()).filter((r) => r.url_without_anchor === 'https://docs.example.com/usage/web-ui');
    expect(webUi.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', null, 'Web UI'],
      ['content', null, 'Start here.'],
      ['lvl2', 'start-the-server', 'Start the server'],
      ['content', 'start-the-server', 'Run ra-aid --server.'],
      ['content', 'start-the-server', 'Open the page.'],
      ['lvl3', 'port', 'Port'],
      ['content', 'port', '--port — Port to listen on'],
      ['lvl2', 'start-the-server-1', 'Start the server'],
      ['content', 'start-the-server-1', 'Admonition text.'],
    ]);
    expect(webUi.some((r) => r.content?.includes('not-indexed'))).toBe(false);
  });

  it('fills the hierarchy: lvl0 the sidebar category, lvl1 the title, lower levels the headings above the record', async () => {
    const port = (await records()).find((r) => r.anchor === 'port' && r.type === 'content')!;
    expect(port.hierarchy).toEqual({
      lvl0: 'Usage',
      lvl1: 'Web UI',
      lvl2: 'Start the server',
      lvl3: 'Port',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(port.url).toBe('https://docs.example.com/usage/web-ui#port');
    expect(port.language).toBe('en');
    expect(port.docusaurus_tag).toBe('docs-default-current');
    expect(port.version).toEqual(['current']);
    // A new h2 clears the h3 of the previous section.
    const second = (await records()).find((r) => r.anchor === 'start-the-server-1' && r.type === 'content')!;
    expect(second.hierarchy.lvl3).toBeNull();
  });

  it('puts pages outside any category under the top-level label, and category pages under their own label', async () => {
    const all = await records();
    expect(all.find((r) => r.url === 'https://docs.example.com/')!.hierarchy.lvl0).toBe('Docs');
    const category = all.filter((r) => r.url_without_anchor === 'https://docs.example.com/category/usage');
    expect(category.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content])).toEqual([
      ['lvl1', 'Usage', 'Usage', null],
      ['content', 'Usage', 'Usage', 'How to use it'],
      ['content', 'Usage', 'Usage', 'Web UI: The browser UI'],
    ]);
  });

  it('keeps objectIDs unique and stable across builds, and changes only the records whose text changed', async () => {
    const a = await records();
    const b = await records();
    expect(new Set(a.map((r) => r.objectID)).size).toBe(a.length);
    expect(b.map((r) => r.objectID)).toEqual(a.map((r) => r.objectID));
    const edited = await records({
      'intro.mdx': files['intro.mdx'].replace('It does things.', 'It does other things.'),
    });
    const changed = edited.filter((r) => !a.some((x) => x.objectID === r.objectID));
    expect(changed.map((r) => r.content)).toEqual(['It does other things.']);
  });

  it("gives heading and page-title records their section's first text as an excerpt, and content records none", async () => {
    const webUi = (await records()).filter((r) => r.url_without_anchor === 'https://docs.example.com/usage/web-ui');
    expect(webUi.map((r) => [r.type, r.excerpt])).toEqual([
      ['lvl1', 'Start here.'],
      ['content', undefined],
      ['lvl2', 'Run ra-aid --server.'],
      ['content', undefined],
      ['content', undefined],
      ['lvl3', '--port — Port to listen on'],
      ['content', undefined],
      ['lvl2', 'Admonition text.'],
      ['content', undefined],
    ]);
    // The heading's own content stays null: the excerpt is display text, not searched.
    expect(webUi.filter((r) => r.type !== 'content').every((r) => r.content === null)).toBe(true);
  });

  it('gives no excerpt to a heading followed directly by a sub-heading', async () => {
    const all = await records({
      'nested.mdx': doc({ title: 'Nested', description: 'Nested headings' }, '## Outer\n\n### Inner\n\nInner text.\n'),
    });
    const outer = all.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Outer')!;
    const inner = all.find((r) => r.type === 'lvl3' && r.hierarchy.lvl3 === 'Inner')!;
    expect(outer.excerpt).toBeUndefined();
    expect(inner.excerpt).toBe('Inner text.');
  });

  it(`cuts an excerpt to ${EXCERPT_WORDS} words with an ellipsis`, () => {
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(excerptOf(long).split(' ')).toHaveLength(EXCERPT_WORDS);
    expect(excerptOf(long).endsWith('w23…')).toBe(true);
    expect(excerptOf('Short text.')).toBe('Short text.');
  });

  it('takes the top-level label from the navbar docs link, else "Documentation"', () => {
    expect(
      topLevelLabel([
        { kind: 'link', label: 'GitHub' },
        { kind: 'link', label: 'Docs', activeSidebar: 'docs' },
      ]),
    ).toBe('Docs');
    expect(topLevelLabel([{ kind: 'link', label: 'GitHub' }])).toBe(FALLBACK_LVL0);
  });
});
