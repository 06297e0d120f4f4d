import type { TocItem } from '@/lib/mdx/toc';

function List({ items, root }: { items: readonly TocItem[]; root?: boolean }) {
  return (
    <ul className={root ? 'table-of-contents' : undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <a className="table-of-contents__link" href={`#${item.id}`}>
            {item.text}
          </a>
          {item.children.length ? <List items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's table of contents (desktop column); nothing when the page has no headings in range. */
export function Toc({ items }: { items: readonly TocItem[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc__title">On this page</p>
      <List items={items} root />
    </nav>
  );
}
