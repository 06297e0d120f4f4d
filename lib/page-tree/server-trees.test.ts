import { describe, expect, it, vi } from 'vitest';
import { provideServerTree, serverTree, treeSource } from './server-trees';
import type { TreeNode } from './types';

const tree: TreeNode[] = [{ type: 'page', pageId: 'intro', label: 'Introduction', href: '/' }];

describe('server sidebar trees', () => {
  it('hands the tree a server component provided to a later reader of the same address', () => {
    const source = treeSource('/sidebar-data/current.json', 'abc');
    expect(source).toBe('/sidebar-data/current.json?v=abc');
    provideServerTree(source, tree);
    expect(serverTree(source)).toBe(tree);
  });

  it('is shared through globalThis, so a second instance of the module sees it', async () => {
    provideServerTree('/sidebar-data/shared.json?v=1', tree);
    vi.resetModules();
    const again = await import('./server-trees');
    expect(again.serverTree('/sidebar-data/shared.json?v=1')).toBe(tree);
  });

  it('keeps the 16 trees provided last, so edits under next dev do not pile up', () => {
    for (let n = 0; n < 20; n++) provideServerTree(`/sidebar-data/edited.json?v=${n}`, tree);
    expect(() => serverTree('/sidebar-data/edited.json?v=3')).toThrow();
    expect(serverTree('/sidebar-data/edited.json?v=4')).toBe(tree);
    expect(serverTree('/sidebar-data/edited.json?v=19')).toBe(tree);
  });

  it('names the address when no tree was provided for it', () => {
    expect(() => serverTree('/sidebar-data/none.json?v=x')).toThrow('/sidebar-data/none.json?v=x');
  });
});
