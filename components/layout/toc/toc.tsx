import type { TocItem, RouteData } from '@/lib/site/types';
import { TocHighlight } from './toc-highlight';

function List({
  items,
  className,
  linkClassName,
}: {
  items: readonly TocItem[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a className={linkClassName} href={`#${item.id}`}>
            {item.text}
          </a>
          {item.children.length ? <List items={item.children} linkClassName={linkClassName} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The desktop TOC: static HTML, with a client leaf that renders nothing and marks the heading being read. */
export function Toc({
  items,
  pageId,
  tracking,
}: {
  items: readonly TocItem[];
  pageId: string;
  tracking: RouteData['tocTracking'];
}) {
  if (!items.length) return null;
  return (
    <nav aria-label="On this page" className="toc theme-doc-toc-desktop thin-scrollbar">
      <List
        items={items}
        className="table-of-contents table-of-contents__left-border"
        linkClassName="table-of-contents__link toc-highlight"
      />
      {/* Keyed by page: a client navigation starts the tracking afresh with the new page's headings. */}
      <TocHighlight key={pageId} {...tracking} />
    </nav>
  );
}

/** The mobile "On this page" (behaviours.md §2.4.6): a `<details>` that opens without a script. */
export function TocMobile({ items }: { items: readonly TocItem[] }) {
  if (!items.length) return null;
  return (
    <details className="theme-doc-toc-mobile toc-mobile" data-collapsible="">
      <summary className="toc-mobile__button caret">On this page</summary>
      <div className="toc-mobile__content">
        <List items={items} className="table-of-contents" linkClassName="table-of-contents__link" />
      </div>
    </details>
  );
}
