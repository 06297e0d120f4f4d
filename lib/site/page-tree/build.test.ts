import { describe, expect, it } from 'vitest';
import { buildTree, emptyCategoryDirs } from './build';
import { findCategory, firstLink, flattenLinks, neighbours, pathTo } from './navigate';

const docs = [
  { pageId: 'intro', dir: '', label: 'Introduction', href: '/', position: 1 },
  { pageId: 'getting-help', dir: '', label: 'Getting help', href: '/getting-help', position: 7 },
  { pageId: 'contributing', dir: '', label: 'Contributing', href: '/contributing', position: 6 },
  {
    pageId: 'quickstart/open-models',
    dir: 'quickstart',
    label: 'Open models',
    href: '/quickstart/open-models',
    position: 3,
  },
  {
    pageId: 'quickstart/installation',
    dir: 'quickstart',
    label: 'Installation',
    href: '/quickstart/installation',
    position: 1,
  },
  { pageId: 'quickstart/zeta', dir: 'quickstart', label: 'Zeta', href: '/quickstart/zeta' },
  { pageId: 'quickstart/alpha', dir: 'quickstart', label: 'Alpha', href: '/quickstart/alpha' },
  { pageId: 'usage/web-ui', dir: 'usage', label: 'Web UI', href: '/usage/web-ui', position: 3 },
];
const categories = [
  { dir: 'usage', label: 'Usage', position: 4, collapsed: true, href: '/category/usage', pageId: 'category:usage' },
  {
    dir: 'quickstart',
    label: 'Quick Start',
    position: 2,
    collapsed: true,
    href: '/category/quick-start',
    pageId: 'category:quickstart',
  },
];

describe('sidebar tree', () => {
  const tree = buildTree(docs, categories);

  it('orders by position, then unpositioned items by label', () => {
    expect(tree.map((n) => n.label)).toEqual(['Introduction', 'Quick Start', 'Usage', 'Contributing', 'Getting help']);
    const qs = findCategory(tree, 'quickstart')!;
    expect(qs.children.map((n) => n.label)).toEqual(['Installation', 'Open models', 'Alpha', 'Zeta']);
  });

  it('flattens in reading order with category pages before their children', () => {
    expect(flattenLinks(tree).map((l) => l.href)).toEqual([
      '/',
      '/category/quick-start',
      '/quickstart/installation',
      '/quickstart/open-models',
      '/quickstart/alpha',
      '/quickstart/zeta',
      '/category/usage',
      '/usage/web-ui',
      '/contributing',
      '/getting-help',
    ]);
  });

  it('finds previous and next pages across categories', () => {
    expect(neighbours(tree, 'quickstart/installation')).toMatchObject({
      prev: { href: '/category/quick-start' },
      next: { href: '/quickstart/open-models' },
    });
    expect(neighbours(tree, 'intro').prev).toBeUndefined();
    expect(neighbours(tree, 'getting-help').next).toBeUndefined();
  });

  it('gives the path from the top down to a page for breadcrumbs', () => {
    expect(pathTo(tree, 'usage/web-ui').map((n) => n.label)).toEqual(['Usage', 'Web UI']);
    expect(pathTo(tree, 'category:usage').map((n) => n.label)).toEqual(['Usage']);
    expect(pathTo(tree, 'missing')).toEqual([]);
  });

  it("nests sub-folders and leaves out a doc that is its category's own page", () => {
    const nested = buildTree(
      [
        { pageId: 'a/overview', dir: 'a', label: 'Overview', href: '/a/overview' },
        { pageId: 'a/b/deep', dir: 'a/b', label: 'Deep', href: '/a/b/deep' },
      ],
      [
        { dir: 'a', label: 'A', collapsed: true, href: '/a/overview', pageId: 'a/overview', linkedDocId: 'a/overview' },
        { dir: 'a/b', label: 'B', collapsed: true },
      ],
    );
    const a = findCategory(nested, 'a')!;
    expect(a.children.map((n) => n.label)).toEqual(['B']);
    expect(firstLink(nested)?.href).toBe('/a/overview');
    expect(firstLink(a.children)?.href).toBe('/a/b/deep');
  });

  it('leaves out categories with no page under them (no dead buttons), keeping those with pages in sub-folders', () => {
    const tree = buildTree(
      [{ pageId: 'a/b/deep', dir: 'a/b', label: 'Deep', href: '/a/b/deep' }],
      [
        { dir: 'a', label: 'A', collapsed: true },
        { dir: 'a/b', label: 'B', collapsed: true },
        { dir: 'a/empty', label: 'Empty', collapsed: true },
        { dir: 'gen', label: 'Generated', collapsed: true, href: '/category/gen', pageId: 'category:gen' },
      ],
    );
    expect(tree.map((n) => n.label)).toEqual(['A']);
    expect(findCategory(tree, 'a')!.children.map((n) => n.label)).toEqual(['B']);
  });
});

describe('emptyCategoryDirs', () => {
  it('names folders with no doc in them or below them, unless the category links to a doc', () => {
    const docs = [{ dir: 'a/b' }, { dir: 'c' }, { dir: 'abc' }];
    const categories = [
      { dir: 'a' },
      { dir: 'a/b' },
      { dir: 'ab' },
      { dir: 'c' },
      { dir: 'd', linkedDocId: 'intro' },
      { dir: 'e' },
      { dir: 'e/f' },
    ];
    expect(emptyCategoryDirs(docs, categories)).toEqual(['ab', 'e', 'e/f']);
  });
});
