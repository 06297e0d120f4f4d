import type { Metadata } from 'next';
import { NotFoundSuggestions } from '@/components/split-code';
import { NotFoundSearch } from '@/components/not-found-search';
import { SiteLink } from '@/components/site-link';
import { getSite, formatTitle, siteImageUrl, searchMetaTags, searchPageRoute } from '@/lib/site/pages';
import { applyTrailingSlash, withBase } from '@/lib/shared/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { config, versions } = await getSite();
  const title = formatTitle('Page Not Found', config.title);
  const image = siteImageUrl(config);
  return {
    title: { absolute: title },
    openGraph: { title, ...(image ? { images: [{ url: image }] } : {}) },
    robots: { index: false, follow: true },
    // The docs are served at the root, so a not-found page is under the docs route: the docs tag, no version.
    other: searchMetaTags(config, { tag: versions[0].meta.tag }),
  };
}

export default async function NotFound() {
  const { config, versionNav } = await getSite();
  const searchRoute = searchPageRoute(config);
  const searchPageHref = searchRoute
    ? withBase(config.baseUrl, applyTrailingSlash(searchRoute, config.trailingSlash))
    : null;
  return (
    <main className="container not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
      </p>
      {/* The search and home links work at once; the closest pages below appear at hydration. */}
      <div className="not-found__actions">
        <NotFoundSearch searchPageHref={searchPageHref} />
        <SiteLink href="/" className="not-found__home">
          Go to the home page
        </SiteLink>
      </div>
      <NotFoundSuggestions baseUrl={config.baseUrl} versionPrefixes={versionNav.map((v) => v.prefix).filter(Boolean)} />
    </main>
  );
}
