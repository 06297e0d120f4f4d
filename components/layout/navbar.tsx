import Link from 'next/link';
import type { ResolvedNavItem } from '@/lib/config/navbar';
import type { SiteConfig } from '@/lib/config/schema';
import { withBase } from '@/lib/paths';
import { ExternalIcon } from './icons';
import { NavbarSearch } from '@/components/search/navbar-search';

function NavLink({ item }: { item: Extract<ResolvedNavItem, { kind: 'link' }> }) {
  if (item.external) {
    return (
      <a className="navbar__item navbar__link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <Link className="navbar__item navbar__link" href={item.href}>
      {item.label}
    </Link>
  );
}

function Item({ item }: { item: ResolvedNavItem }) {
  if (item.kind === 'link') return <NavLink item={item} />;
  if (item.kind === 'dropdown') {
    return (
      <details className="navbar__item dropdown">
        <summary className="navbar__link">{item.label}</summary>
        <ul className="dropdown__menu">
          {item.items.map((sub, i) => (
            <li key={i}>
              <Item item={sub} />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return null;
}

export function Navbar({ config, items }: { config: SiteConfig; items: ResolvedNavItem[] }) {
  const { navbar } = config.themeConfig;
  const logo = navbar.logo;
  const logoExternal = logo ? /^https?:/.test(logo.href) : false;
  const alt = logo?.alt ?? (navbar.title ? '' : config.title);
  const brand = logo ? (
    <>
      <img className="navbar__logo logo--light" src={withBase(config.baseUrl, logo.src)} alt={alt} width={120} height={32} />
      <img
        className="navbar__logo logo--dark"
        src={withBase(config.baseUrl, logo.srcDark ?? logo.src)}
        alt={alt}
        width={120}
        height={32}
      />
      {navbar.title ? <b className="navbar__title">{navbar.title}</b> : null}
    </>
  ) : null;
  return (
    <nav aria-label="Main" className="navbar">
      <div className="navbar__inner">
        <div className="navbar__items">
          {logo ? (
            logoExternal ? (
              <a className="navbar__brand" href={logo.href} target="_blank" rel="noopener noreferrer">
                {brand}
              </a>
            ) : (
              <Link className="navbar__brand" href={logo.href}>
                {brand}
              </Link>
            )
          ) : null}
          {items.filter((i) => i.position === 'left').map((item, i) => <Item key={i} item={item} />)}
        </div>
        <div className="navbar__items navbar__items--right">
          {items.filter((i) => i.position === 'right').map((item, i) => <Item key={i} item={item} />)}
          <NavbarSearch config={config} />
        </div>
      </div>
    </nav>
  );
}
