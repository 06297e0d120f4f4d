import type { Root, RootContent } from 'mdast';
import { findCategory, firstLink } from '../page-tree/navigate';
import type { CategoryNode, TreeNode } from '../page-tree/types';
import type { CategoryPage, Source } from '../source/types';
import { heading, link, list, listItem, paragraph, root, text } from './nodes';
import { pageUrl, type SiteAddress } from './urls';

function describe(node: TreeNode, source: Source): string | undefined {
  if (node.type === 'page') return source.byId.get(node.pageId)?.description;
  const own = node.pageId ? source.byId.get(node.pageId)?.description : undefined;
  return own ?? (node.children.length === 1 ? '1 item' : `${node.children.length} items`);
}

function items(nodes: readonly TreeNode[], source: Source, site: SiteAddress): RootContent[] {
  const entries = nodes.flatMap((node) => {
    const href = node.type === 'page' ? node.href : (node.href ?? firstLink(node.children)?.href);
    if (!href) return [];
    const description = describe(node, source);
    return [listItem(paragraph(link(pageUrl(site, href), text(node.label)), ...(description ? [text(`: ${description}`)] : [])))];
  });
  return entries.length ? [list(entries)] : [];
}

/**
 * A generated category index as Markdown: title, description, and a link with its description per item,
 * as the HTML page lists them in cards (groups without a page of their own under a heading of their label).
 */
export function categoryMarkdownTree(page: CategoryPage, source: Source, site: SiteAddress): Root {
  const children = findCategory(source.tree, page.dir)?.children ?? [];
  const direct = children.filter((c) => c.type === 'page' || c.href);
  const groups = children.filter((c): c is CategoryNode => c.type === 'category' && !c.href);
  return root([
    heading(1, text(page.title)),
    ...(page.description ? [paragraph(text(page.description))] : []),
    ...items(direct, source, site),
    ...groups.flatMap((g) => [heading(2, text(g.label)), ...items(g.children, source, site)]),
  ]);
}
