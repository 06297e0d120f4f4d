import type { Root, RootContent } from 'mdast';
import { categoryCards, type CategoryCard } from '../../route-data/cards';
import type { CategoryPage, Source } from '../../source/types';
import { heading, link, list, listItem, paragraph, root, text } from './nodes';
import { pageUrl, type SiteAddress } from './urls';

function items(cards: readonly CategoryCard[], site: SiteAddress): RootContent[] {
  const entries = cards.map((card) =>
    listItem(
      paragraph(
        link(pageUrl(site, card.href), text(card.label)),
        ...(card.description ? [text(`: ${card.description}`)] : []),
      ),
    ),
  );
  return entries.length ? [list(entries)] : [];
}

/** A category index as Markdown, listing its items as the HTML page's cards do. */
export function categoryMarkdownTree(page: CategoryPage, source: Source, site: SiteAddress): Root {
  const { cards, groups } = categoryCards(page, source);
  return root([
    heading(1, text(page.title)),
    ...(page.description ? [paragraph(text(page.description))] : []),
    ...items(cards, site),
    ...groups.flatMap((g) => [heading(2, text(g.label)), ...items(g.cards, site)]),
  ]);
}
