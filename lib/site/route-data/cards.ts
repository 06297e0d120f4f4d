import type { CategoryPage, Source } from '../source/types';
import { categoriesTo, findCategory, firstLink } from '../page-tree/navigate';
import type { CategoryNode, TreeNode } from '../../shared/page-tree/types';

/** One card of a generated category index: a page, or a sub-category that opens on its first page. */
export interface CategoryCard {
  kind: 'page' | 'category';
  label: string;
  href: string;
  /** The page's description; for a sub-category its own page's, else "N items". */
  description?: string;
  /** API operation pages: their HTTP method (shown as a badge). */
  method?: Extract<TreeNode, { type: 'page' }>['method'];
}

/** What a generated category index shows: cards for its direct items, then each group without a page of its own. */
export interface CategoryCards {
  cards: CategoryCard[];
  groups: { id: string; label: string; cards: CategoryCard[] }[];
}

function describe(node: TreeNode, source: Source): string | undefined {
  if (node.type === 'page') return source.byId.get(node.pageId)?.description;
  const own = node.pageId ? source.byId.get(node.pageId)?.description : undefined;
  return own ?? (node.children.length === 1 ? '1 item' : `${node.children.length} items`);
}

function cardsOf(nodes: readonly TreeNode[], source: Source): CategoryCard[] {
  return nodes.flatMap((node): CategoryCard[] => {
    const href = node.type === 'page' ? node.href : (node.href ?? firstLink(node.children)?.href);
    if (!href) return [];
    const description = describe(node, source);
    return [
      {
        kind: node.type === 'page' ? 'page' : 'category',
        label: node.label,
        href,
        ...(description ? { description } : {}),
        ...(node.type === 'page' && node.method ? { method: node.method } : {}),
      },
    ];
  });
}

/**
 * A category index page's cards, shared by its HTML, Markdown twin and search records. Sub-categories without a page
 * (the API's tag groups) are listed in full.
 */
export function categoryCards(page: CategoryPage, source: Source): CategoryCards {
  const children = findCategory(source.tree, page.dir)?.children ?? [];
  const direct = children.filter((c) => c.type === 'page' || c.href);
  const groups = children.filter((c): c is CategoryNode => c.type === 'category' && !c.href);
  return {
    cards: cardsOf(direct, source),
    groups: groups.map((g) => ({ id: g.id, label: g.label, cards: cardsOf(g.children, source) })),
  };
}

/**
 * What Docusaurus' `<DocCardList />` shows on a guide: its own category's items when it is an index doc, else its
 * siblings, else the sidebar's top level.
 */
export function docCardListCards(pageId: string, source: Source): CategoryCard[] {
  const own = categoriesTo(source.tree, pageId).at(-1);
  const nodes = own ? own.children : source.tree;
  return cardsOf(
    nodes.filter((n) => !(n.type === 'page' && n.pageId === pageId)),
    source,
  );
}
