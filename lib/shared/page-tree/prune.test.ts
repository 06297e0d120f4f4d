import { describe, expect, it } from 'vitest';
import { categoryChildren, pruneTree, sidebarNodes } from './prune';
import type { TreeNode } from './types';

const page = (id: string): TreeNode => ({ type: 'page', pageId: id, label: id, href: `/${id}` });
const tree: TreeNode[] = [
  page('intro'),
  {
    type: 'category',
    id: 'c1',
    label: 'One',
    collapsed: true,
    children: [page('a'), { type: 'category', id: 'c1.1', label: 'Deep', collapsed: true, children: [page('b')] }],
  },
  {
    type: 'category',
    id: 'c2',
    label: 'Two',
    collapsed: false,
    children: [page('c'), { type: 'category', id: 'c2.1', label: 'Inner', collapsed: true, children: [page('d')] }],
  },
  { type: 'category', id: 'c3', label: 'Three', collapsed: true, children: [page('e')] },
];

describe('sidebar pruning', () => {
  it('keeps the items of categories that start open and drops those of categories that start closed', () => {
    const pruned = pruneTree(tree, []);
    expect(pruned[1]).toEqual({ type: 'category', id: 'c1', label: 'One', collapsed: true });
    expect(pruned[2]).toMatchObject({ id: 'c2', children: [page('c'), { id: 'c2.1', label: 'Inner' }] });
    expect((pruned[2] as { children: { children?: unknown }[] }).children[1].children).toBeUndefined();
    expect(pruned[3]).not.toHaveProperty('children');
  });

  it('opens the categories on the way to the current page, however deep', () => {
    const pruned = pruneTree(tree, ['c1', 'c1.1']);
    expect(pruned[1]).toMatchObject({ id: 'c1', children: [page('a'), { id: 'c1.1', children: [page('b')] }] });
    expect(pruned[3]).not.toHaveProperty('children');
  });

  it('grows with what a page shows, not with the number of pages in closed categories', () => {
    const big: TreeNode[] = Array.from({ length: 100 }, (_, i) => ({
      type: 'category',
      id: `c${i}`,
      label: `Category ${i}`,
      collapsed: true,
      children: Array.from({ length: 20 }, (__, j) => page(`p${i}-${j}`)),
    }));
    expect(JSON.stringify(pruneTree(big, ['c0'])).length).toBeLessThan(JSON.stringify(big).length / 10);
  });

  it('finds the children of a category anywhere in the tree', () => {
    expect(categoryChildren(tree, 'c1.1')).toEqual([page('b')]);
    expect(categoryChildren(tree, 'c3')).toEqual([page('e')]);
    expect(categoryChildren(tree, 'nope')).toBeUndefined();
  });

  it("gives a page's links without type or page id, the page's own marked current", () => {
    const nodes = sidebarNodes(tree, ['c1'], 'a');
    expect(nodes[0]).toEqual({ label: 'intro', href: '/intro' });
    expect(nodes[1]).toMatchObject({
      type: 'category',
      id: 'c1',
      children: [
        { label: 'a', href: '/a', current: true },
        { id: 'c1.1', children: [{ label: 'b', href: '/b' }] },
      ],
    });
    expect(JSON.stringify(nodes)).not.toContain('pageId');
  });
});
