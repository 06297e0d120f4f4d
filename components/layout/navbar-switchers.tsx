import { SiteLink as Link } from '@/components/site-link';
import type { SiteConfig } from '@/lib/config/schema';
import { localeInfos } from '@/lib/locales';
import type { VersionNav } from '@/lib/versions/nav';
import { LocaleDropdown } from './locale-dropdown';
import { VersionDropdown } from './version-dropdown';

/**
 * Navbar item `docsVersionDropdown`. With one version it is a plain link to that version's main doc,
 * labelled with the version label ("Next"), and saves nothing (Docusaurus does the same).
 */
export function VersionNavItem({ versions, config }: { versions: VersionNav[]; config: SiteConfig }) {
  if (versions.length <= 1) {
    const only = versions[0];
    if (!only) return null;
    return (
      <Link className="navbar__item navbar__link" href={only.mainRoute}>
        {only.label}
      </Link>
    );
  }
  return <VersionDropdown versions={versions} baseUrl={config.baseUrl} persistence={config.themeConfig.docs.versionPersistence} />;
}

/** Navbar item `localeDropdown`: rendered even with one locale (a menu holding "English"), as Docusaurus does. */
export function LocaleNavItem({ config }: { config: SiteConfig }) {
  const { i18n } = config;
  return (
    <LocaleDropdown
      locales={localeInfos(i18n)}
      baseUrl={config.baseUrl}
      defaultLocale={i18n.defaultLocale}
      currentLocale={i18n.defaultLocale}
    />
  );
}
