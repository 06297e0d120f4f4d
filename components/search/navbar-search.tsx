import type { SiteConfig } from '@/lib/site/config/schema';
import { algoliaPreconnectUrl } from '@/lib/shared/search/providers/algolia-client';
import { searchSettings } from '@/lib/site/outputs/search/settings';
import { SearchIcon } from './icon';
import { SearchButton } from './search-button';

/** The navbar's search button, with the site's search settings. */
export function NavbarSearch({
  config,
  versions,
}: {
  config: SiteConfig;
  versions: readonly { name: string; prefix: string }[];
}) {
  return (
    <div className="navbar__search">
      <SearchButton
        settings={searchSettings(config, versions)}
        icon={<SearchIcon className="DocSearch-Search-Icon" />}
      />
    </div>
  );
}

/** `<link rel="preconnect">` to the Algolia search host when Algolia is configured (behaviours §7.4). */
export function SearchPreconnect({ config }: { config: SiteConfig }) {
  const { appId } = config.themeConfig.algolia;
  return appId ? <link rel="preconnect" href={algoliaPreconnectUrl(appId)} crossOrigin="anonymous" /> : null;
}
