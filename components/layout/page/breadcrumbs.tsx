import { SiteLink as Link } from '@/components/site-link';
import type { Crumb } from '@/lib/site/types';
import { HomeIcon } from '@/components/layout/icons';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs-nav">
      <ul className="breadcrumbs" itemScope itemType="https://schema.org/BreadcrumbList">
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link" href="/" aria-label="Home page">
            <HomeIcon />
          </Link>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li
              key={i}
              className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}
              {...(crumb.href || last
                ? { itemScope: true, itemProp: 'itemListElement', itemType: 'https://schema.org/ListItem' }
                : {})}
            >
              {crumb.href && !last ? (
                <Link className="breadcrumbs__link" href={crumb.href} itemProp="item">
                  <span itemProp="name">{crumb.label}</span>
                </Link>
              ) : (
                <span className="breadcrumbs__link" itemProp="name" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
              <meta itemProp="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
