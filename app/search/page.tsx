import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { formatTitle } from '@/lib/route-data';
import { searchSettings } from '@/lib/search/settings';
import { getSite } from '@/lib/source';

export async function generateMetadata(): Promise<Metadata> {
  const { config } = await getSite();
  return { title: formatTitle('Search the documentation', config.title), robots: { index: false, follow: true } };
}

/** The search results page: static HTML; the query comes from `?q=` and results load in the browser. */
export default async function SearchRoute() {
  const { config } = await getSite();
  return (
    <main className="container search-page">
      <SearchPage settings={searchSettings(config)} siteTitle={config.title} />
    </main>
  );
}
