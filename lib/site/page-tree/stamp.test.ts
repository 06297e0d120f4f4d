import { describe, expect, it } from 'vitest';
import { treeStamp } from './stamp';
import type { TreeNode } from '../../shared/page-tree/types';

const tree = (label: string): TreeNode[] => [
  { type: 'page', pageId: 'intro', label: 'Introduction', href: '/' },
  {
    type: 'category',
    id: 'c',
    label,
    collapsed: true,
    children: [{ type: 'page', pageId: 'a', label: 'A', href: '/a' }],
  },
];

describe('sidebar tree stamp', () => {
  it('is the same for two trees with the same content, and URL-safe', () => {
    const stamp = treeStamp(tree('Guides'));
    expect(treeStamp(tree('Guides'))).toBe(stamp);
    expect(stamp).toMatch(/^[A-Za-z0-9_-]{10}$/);
  });

  it('changes when a label in the tree changes', () => {
    expect(treeStamp(tree('Guides'))).not.toBe(treeStamp(tree('How-to guides')));
  });
});
