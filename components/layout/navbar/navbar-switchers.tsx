import { SiteLink as Link } from '@/components/site-link';
import type { SiteConfig } from '@/lib/site/types';
import { localeInfos } from '@/lib/shared/locales';
import type { VersionNav } from '@/lib/shared/versions/nav';
import { LanguageIcon } from '@/components/layout/icons';
import { LocaleDropdown } from './locale-dropdown';
import { VersionDropdown } from './version-dropdown';

/** Navbar item `docsVersionDropdown`; with one version a plain link that saves nothing, as in Docusaurus. */
export function VersionNavItem({
  versions,
  config,
  mobile,
}: {
  versions: VersionNav[];
  config: SiteConfig;
  mobile?: boolean;
}) {
  if (versions.length <= 1) {
    const only = versions[0];
    if (!only) return null;
    const link = (
      <Link className={mobile ? 'menu__link' : 'navbar__item navbar__link'} href={only.mainRoute}>
        {only.label}
      </Link>
    );
    return mobile ? <li className="menu__list-item">{link}</li> : link;
  }
  return (
    <VersionDropdown
      versions={versions}
      baseUrl={config.baseUrl}
      persistence={config.themeConfig.docs.versionPersistence}
      mobile={mobile}
    />
  );
}

/** Navbar item `localeDropdown`: rendered even with one locale (a menu holding "English"), as Docusaurus does. */
export function LocaleNavItem({ config, mobile }: { config: SiteConfig; mobile?: boolean }) {
  const { i18n } = config;
  return (
    <LocaleDropdown
      locales={localeInfos(i18n)}
      baseUrl={config.baseUrl}
      defaultLocale={i18n.defaultLocale}
      currentLocale={i18n.defaultLocale}
      mobile={mobile}
      icon={<LanguageIcon />}
    />
  );
}
