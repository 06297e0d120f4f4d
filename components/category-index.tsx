import { SiteLink as Link } from '@/components/site-link';
import { DocIcon, FolderIcon } from '@/components/layout/icons';
import { findCategory, firstLink } from '@/lib/page-tree/navigate';
import type { TreeNode } from '@/lib/page-tree/types';
import type { CategoryPage, Source } from '@/lib/source/types';

function describe(node: TreeNode, source: Source): string | undefined {
  if (node.type === 'page') return source.byId.get(node.pageId)?.description;
  const own = node.pageId ? source.byId.get(node.pageId)?.description : undefined;
  return own ?? (node.children.length === 1 ? '1 item' : `${node.children.length} items`);
}

/** A generated index page: the category's title, description, and one card per child. */
export function CategoryIndex({ page, source }: { page: CategoryPage; source: Source }) {
  const node = findCategory(source.tree, page.dir);
  const cards = (node?.children ?? []).flatMap((child) => {
    const href = child.type === 'page' ? child.href : (child.href ?? firstLink(child.children)?.href);
    return href ? [{ child, href, description: describe(child, source) }] : [];
  });
  return (
    <div className="category-index">
      <header>
        <h1>{page.title}</h1>
        {page.description ? <p className="category-index__description">{page.description}</p> : null}
      </header>
      <section className="cards">
        {cards.map(({ child, href, description }) => (
          <Link key={href} href={href} className="card">
            <h2 className="card__title">
              {child.type === 'page' ? <DocIcon /> : <FolderIcon />}
              {child.label}
            </h2>
            {description ? <p className="card__description">{description}</p> : null}
          </Link>
        ))}
      </section>
    </div>
  );
}
