import { SiteLink as Link } from '@/components/site-link';
import { DocIcon, FolderIcon } from '@/components/layout/icons';
import { MethodBadge } from '@/components/api/method-badge';
import type { CategoryCard, CategoryView } from '@/lib/site/types';

/** One card per item: a page or a sub-category (also Docusaurus' `<DocCardList />` in a guide). */
export function Cards({ cards, level }: { cards: readonly CategoryCard[]; level: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <section className="cards">
      {cards.map((card) => (
        <Link key={card.href} href={card.href} className="card">
          <Title className="card__title">
            {card.kind === 'category' ? (
              <FolderIcon />
            ) : card.method ? (
              <MethodBadge method={card.method} />
            ) : (
              <DocIcon />
            )}
            {card.label}
          </Title>
          {card.description ? <p className="card__description">{card.description}</p> : null}
        </Link>
      ))}
    </section>
  );
}

/** A generated index page; sub-categories without a page (the API's tag groups) are listed in full under a label. */
export function CategoryIndex({ view: { title, description, cards, groups } }: { view: CategoryView }) {
  return (
    <div className="category-index">
      <header>
        <h1>{title}</h1>
        {description ? <p className="category-index__description">{description}</p> : null}
      </header>
      <Cards cards={cards} level={2} />
      {groups.map((g) => (
        <section key={g.id} className="category-index__group">
          <h2>{g.label}</h2>
          <Cards cards={g.cards} level={3} />
        </section>
      ))}
    </div>
  );
}
