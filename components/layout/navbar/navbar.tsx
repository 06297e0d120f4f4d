import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/components/site-link';
import type { ResolvedNavItem, SiteConfig } from '@/lib/site/types';
import { withBase } from '@/lib/shared/paths';
import type { SearchSettings } from '@/lib/shared/search/settings';
import type { VersionNav } from '@/lib/shared/versions/nav';
import { ColorModeToggle } from './color-mode-toggle';
import { Dropdown, type DropdownItem } from './dropdown';
import { ColorModeIcons, ExternalIcon } from '@/components/layout/icons';
import { MobileSidebarPanel, MobileSidebarToggle } from '@/components/layout/mobile/mobile-sidebar';
import { NavbarShell } from './navbar-shell';
import { LocaleNavItem, VersionNavItem } from './navbar-switchers';
import { VersionedDocLink } from '@/components/layout/page/versioned-doc-link';
import { NavbarSearch } from '@/components/search/navbar-search';

interface ItemContext {
  config: SiteConfig;
  versions: VersionNav[];
}

function NavLink({ item, ctx }: { item: Extract<ResolvedNavItem, { kind: 'link' }>; ctx: ItemContext }) {
  if (item.activeSidebar && ctx.versions.length > 1) {
    return (
      <VersionedDocLink
        className="navbar__item navbar__link"
        href={item.href}
        label={item.label}
        versions={ctx.versions}
        baseUrl={ctx.config.baseUrl}
        versionHrefs={item.versionHrefs}
      />
    );
  }
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

function dropdownItems(items: ResolvedNavItem[]): DropdownItem[] {
  return items.flatMap((i) => (i.kind === 'link' ? [{ label: i.label, href: i.href, external: i.external }] : []));
}

function Item({ item, ctx }: { item: ResolvedNavItem; ctx: ItemContext }) {
  if (item.kind === 'link') return <NavLink item={item} ctx={ctx} />;
  if (item.kind === 'docsVersionDropdown') return <VersionNavItem versions={ctx.versions} config={ctx.config} />;
  if (item.kind === 'localeDropdown') return <LocaleNavItem config={ctx.config} />;
  if (item.kind === 'dropdown') return <Dropdown label={item.label} items={dropdownItems(item.items)} />;
  return null;
}

/** The version and language switchers in their mobile-menu form, by navbar item index. */
function mobileSwitchers(items: ResolvedNavItem[], ctx: ItemContext): Record<number, ReactNode> {
  const out: Record<number, ReactNode> = {};
  items.forEach((item, i) => {
    if (item.kind === 'docsVersionDropdown')
      out[i] = <VersionNavItem versions={ctx.versions} config={ctx.config} mobile />;
    if (item.kind === 'localeDropdown') out[i] = <LocaleNavItem config={ctx.config} mobile />;
  });
  return out;
}

function Brand({ config }: { config: SiteConfig }) {
  const { navbar } = config.themeConfig;
  const logo = navbar.logo;
  if (!logo) return null;
  const logoExternal = /^https?:/.test(logo.href);
  const alt = logo.alt ?? (navbar.title ? '' : config.title);
  // Low priority: the logos (one per colour mode, one of them hidden) must not compete with the page's CSS and
  // text; React then also leaves out the head preloads it writes for other images.
  const inner = (
    <>
      <img
        className="navbar__logo logo--light"
        src={withBase(config.baseUrl, logo.src)}
        alt={alt}
        width={120}
        height={32}
        fetchPriority="low"
      />
      <img
        className="navbar__logo logo--dark"
        src={withBase(config.baseUrl, logo.srcDark ?? logo.src)}
        alt={alt}
        width={120}
        height={32}
        fetchPriority="low"
      />
      {navbar.title ? <b className="navbar__title">{navbar.title}</b> : null}
    </>
  );
  return logoExternal ? (
    <a className="navbar__brand" href={logo.href} target="_blank" rel="noopener noreferrer">
      {inner}
    </a>
  ) : (
    <Link className="navbar__brand" href={logo.href}>
      {inner}
    </Link>
  );
}

export function Navbar({
  config,
  items,
  versions = [],
  search,
}: {
  config: SiteConfig;
  items: ResolvedNavItem[];
  versions?: VersionNav[];
  /** The search button's settings (lib/site/outputs/search/settings.ts). */
  search: SearchSettings;
}) {
  const ctx: ItemContext = { config, versions };
  const { navbar, colorMode } = config.themeConfig;
  const colorToggle = (className: string) =>
    colorMode.disableSwitch ? null : (
      <ColorModeToggle
        defaultMode={colorMode.defaultMode}
        respectPrefersColorScheme={colorMode.respectPrefersColorScheme}
        className={className}
      >
        <ColorModeIcons />
      </ColorModeToggle>
    );
  return (
    <NavbarShell hideOnScroll={navbar.hideOnScroll} hashTargetNavbar={navbar.hashTargetNavbar}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <MobileSidebarToggle />
          <Brand config={config} />
          {items
            .filter((i) => i.position === 'left')
            .map((item, i) => (
              <Item key={i} item={item} ctx={ctx} />
            ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {items
            .filter((i) => i.position === 'right')
            .map((item, i) => (
              <Item key={i} item={item} ctx={ctx} />
            ))}
          {colorToggle('navbar__color-mode')}
          <NavbarSearch settings={search} />
        </div>
      </div>
      <MobileSidebarPanel
        items={items}
        switchers={mobileSwitchers(items, ctx)}
        brand={<Brand config={config} />}
        colorToggle={colorToggle('navbar-sidebar__color-mode')}
      />
    </NavbarShell>
  );
}
