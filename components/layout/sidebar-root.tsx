'use client';
import { use, useMemo } from 'react';
import { pruneTree } from '@/lib/page-tree/prune';
import { serverTree } from '@/lib/page-tree/server-trees';
import type { TreeNode } from '@/lib/page-tree/types';
import { sidebarTreeWhenLoaded } from './sidebar-tree';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

/** The version's tree: on the server as the page's server component left it, in the browser from its file. */
function useTree(source: string): readonly TreeNode[] {
  if (typeof window === 'undefined') return serverTree(source);
  return use(sidebarTreeWhenLoaded(source));
}

/**
 * The docs sidebar's top level. Its props name the version's tree by address only, so a page's route data
 * does not carry the sidebar (it renders the same nodes from the tree the page was built with: what
 * `pruneTree` keeps open for the current page).
 */
export function SidebarRoot({ marks }: { marks: SidebarMarks }) {
  const tree = useTree(marks.treeSource);
  const { activeCategories } = marks;
  const nodes = useMemo(() => pruneTree(tree, activeCategories), [tree, activeCategories]);
  return <SidebarItems nodes={nodes} marks={marks} />;
}
