import { SiteLink as Link } from '@/components/site-link';
import { DocIcon, FolderIcon } from '@/components/layout/icons';
import { findCategory, firstLink } from '@/lib/page-tree/navigate';
import type { CategoryNode, TreeNode } from '@/lib/page-tree/types';
import { MethodBadge } from '@/components/api/method-badge';
import type { CategoryPage, Source } from '@/lib/source/types';

function describe(node: TreeNode, source: Source): string | undefined {
  if (node.type === 'page') return source.byId.get(node.pageId)?.description;
  const own = node.pageId ? source.byId.get(node.pageId)?.description : undefined;
  return own ?? (node.children.length === 1 ? '1 item' : `${node.children.length} items`);
}

/** A generated index page: the category's title, description, and one card per child. */
function Cards({ nodes, source, level }: { nodes: readonly TreeNode[]; source: Source; level: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  const cards = nodes.flatMap((child) => {
    const href = child.type === 'page' ? child.href : (child.href ?? firstLink(child.children)?.href);
    return href ? [{ child, href, description: describe(child, source) }] : [];
  });
  return (
    <section className="cards">
      {cards.map(({ child, href, description }) => (
        <Link key={href} href={href} className="card">
          <Title className="card__title">
            {child.type === 'page' ? child.method ? <MethodBadge method={child.method} /> : <DocIcon /> : <FolderIcon />}
            {child.label}
          </Title>
          {description ? <p className="card__description">{description}</p> : null}
        </Link>
      ))}
    </section>
  );
}

/**
 * A generated index page: the category's title, description, and one card per child. Sub-categories
 * without a page of their own (the API's tag groups) are listed in full under their label.
 */
export function CategoryIndex({ page, source }: { page: CategoryPage; source: Source }) {
  const children = findCategory(source.tree, page.dir)?.children ?? [];
  const direct = children.filter((c) => c.type === 'page' || c.href);
  const groups = children.filter((c): c is CategoryNode => c.type === 'category' && !c.href);
  return (
    <div className="category-index">
      <header>
        <h1>{page.title}</h1>
        {page.description ? <p className="category-index__description">{page.description}</p> : null}
      </header>
      <Cards nodes={direct} source={source} level={2} />
      {groups.map((g) => (
        <section key={g.id} className="category-index__group">
          <h2>{g.label}</h2>
          <Cards nodes={g.children} source={source} level={3} />
        </section>
      ))}
    </div>
  );
}
