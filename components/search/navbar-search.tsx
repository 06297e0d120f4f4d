import type { SiteConfig } from '@/lib/site/types';
import { algoliaPreconnectUrl } from '@/lib/shared/search/providers/algolia-client';
import type { SearchSettings } from '@/lib/shared/search/settings';
import { SearchIcon } from './icon';
import { SearchButton } from './search-button';

/** The navbar's search button, with the site's search settings (worked out by the root layout). */
export function NavbarSearch({ settings }: { settings: SearchSettings }) {
  return (
    <div className="navbar__search">
      <SearchButton settings={settings} icon={<SearchIcon className="DocSearch-Search-Icon" />} />
    </div>
  );
}

/** `<link rel="preconnect">` to the Algolia search host when Algolia is configured (behaviours §7.4). */
export function SearchPreconnect({ config }: { config: SiteConfig }) {
  const { appId } = config.themeConfig.algolia;
  return appId ? <link rel="preconnect" href={algoliaPreconnectUrl(appId)} crossOrigin="anonymous" /> : null;
}
