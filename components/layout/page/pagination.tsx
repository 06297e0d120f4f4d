import { SiteLink as Link } from '@/components/site-link';
import type { TreeLink } from '@/lib/shared/page-tree/types';

/** Previous/next links in sidebar order. */
export function Pagination({ prev, next }: { prev?: TreeLink; next?: TreeLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className="pagination-nav">
      {prev ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={prev.href}>
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{prev.label}</div>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.label}</div>
        </Link>
      ) : null}
    </nav>
  );
}
