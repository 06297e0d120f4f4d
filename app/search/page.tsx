import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { formatTitle, searchSettings, getSite } from '@/lib/site/pages';

export async function generateMetadata(): Promise<Metadata> {
  const { config } = await getSite();
  return {
    title: formatTitle('Search the documentation', config.title),
    description: `Search every page of the ${config.title}.`,
  };
}

/** The search results page: static HTML; the query comes from `?q=` and results load in the browser. */
export default async function SearchRoute() {
  const { config, versionNav } = await getSite();
  return (
    <main className="container search-page">
      {/* Behaviours §2.8.11: the search page's robots tag uses the `property` attribute (React hoists it into <head>). */}
      <meta property="robots" content="noindex, follow" />
      <SearchPage settings={searchSettings(config, versionNav)} siteTitle={config.title} />
    </main>
  );
}
