import { posix } from 'node:path';
import type { CategoryNode, TreeNode } from '../../shared/page-tree/types';

export interface TreeDocInput {
  pageId: string;
  dir: string;
  label: string;
  href: string;
  position?: number;
  /** HTTP method of an API operation page, shown as a badge. */
  method?: string;
  deprecated?: boolean;
  /** Class name of the sidebar item (front matter `sidebar_class_name`). */
  className?: string;
}

export interface TreeCategoryInput {
  dir: string;
  label: string;
  position?: number;
  collapsed: boolean;
  href?: string;
  pageId?: string;
  /** Page id of a doc that is the category's own page, so it is not listed again as a child. */
  linkedDocId?: string;
  /** Class name of the sidebar item (`className` of its category file). */
  className?: string;
}

interface Sortable {
  position?: number;
  label: string;
  node: TreeNode;
}

/** Positioned items first, ascending; then the rest; ties broken by label. */
function order(a: Sortable, b: Sortable): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.label.localeCompare(b.label, 'en');
}

/**
 * Folders of categories with no page under them and no doc to link to: in the sidebar they would be buttons that open
 * nothing.
 */
export function emptyCategoryDirs(
  docs: readonly Pick<TreeDocInput, 'dir'>[],
  categories: readonly Pick<TreeCategoryInput, 'dir' | 'linkedDocId'>[],
): string[] {
  return categories
    .filter((c) => !c.linkedDocId && !docs.some((d) => d.dir === c.dir || d.dir.startsWith(`${c.dir}/`)))
    .map((c) => c.dir);
}

/** The docs sidebar: one node per folder and per page, empty categories left out. */
export function buildTree(docs: readonly TreeDocInput[], allCategories: readonly TreeCategoryInput[]): TreeNode[] {
  const empty = new Set(emptyCategoryDirs(docs, allCategories));
  const categories = allCategories.filter((c) => !empty.has(c.dir));
  const linked = new Set(categories.map((c) => c.linkedDocId).filter(Boolean));
  const build = (dir: string): TreeNode[] => {
    const items: Sortable[] = [];
    for (const doc of docs) {
      if (doc.dir !== dir || linked.has(doc.pageId)) continue;
      items.push({
        position: doc.position,
        label: doc.label,
        node: {
          type: 'page',
          pageId: doc.pageId,
          label: doc.label,
          href: doc.href,
          ...(doc.method ? { method: doc.method } : {}),
          ...(doc.deprecated ? { deprecated: true } : {}),
          ...(doc.className ? { className: doc.className } : {}),
        },
      });
    }
    for (const cat of categories) {
      const parent = posix.dirname(cat.dir) === '.' ? '' : posix.dirname(cat.dir);
      if (parent !== dir) continue;
      const node: CategoryNode = {
        type: 'category',
        id: cat.dir,
        label: cat.label,
        collapsed: cat.collapsed,
        children: build(cat.dir),
        ...(cat.href ? { href: cat.href } : {}),
        ...(cat.pageId ? { pageId: cat.pageId } : {}),
        ...(cat.className ? { className: cat.className } : {}),
      };
      items.push({ position: cat.position, label: cat.label, node });
    }
    return items.sort(order).map((i) => i.node);
  };
  return build('');
}
