import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Operation } from '@/components/api/operation';
import { Overview } from '@/components/api/overview';
import { CategoryIndex } from '@/components/category-index';
import { DocContent } from '@/components/doc-content';
import { DocLayout } from '@/components/layout/doc-layout';
import { CrashButton } from '@/components/testing/crash-button';
import { baseUrlBannerScript } from '@/lib/chrome/inline-scripts';
import { cardPath } from '@/lib/crawl/cards';
import { searchMetaTags } from '@/lib/crawl/head-tags';
import { markdownPath } from '@/lib/markdown/urls';
import { getRouteData } from '@/lib/route-data';
import { pageMetadata } from '@/lib/route-data/metadata';
import { sidebarDataPath } from '@/lib/page-tree/data-path';
import { withBase } from '@/lib/paths';
import { findPage, getSite, type Site } from '@/lib/source';
import type { Page, Source } from '@/lib/source/types';
import { pageVersion } from '@/lib/versions/nav';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  const { versions } = await getSite();
  return versions
    .flatMap((v) => v.source.pages)
    .map((p) => ({ slug: p.route === '/' ? [] : p.route.slice(1).split('/') }));
}

async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  const site = await getSite();
  const found = findPage(site, `/${slug.map(decodeURIComponent).join('/')}`);
  if (!found) notFound();
  return { site, ...found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page, version } = await lookup(params);
  const fm = page.kind === 'doc' ? page.frontMatter : undefined;
  const meta = pageMetadata(site.config, {
    route: page.route,
    title: page.title,
    description: page.description,
    image: fm?.image,
    card: cardPath(page.route),
    keywords: fm?.keywords,
    markdown: markdownPath(page.route),
    ...(version.meta.noIndex ? { noIndex: true, canonicalRoute: site.latest.source.byId.get(page.id)?.route } : {}),
  });
  // themeConfig.metadata (in meta.other) comes last so it overrides same-named tags.
  return { ...meta, other: { ...searchMetaTags(site.config, version.meta), ...meta.other } };
}

function Content({ page, site, source }: { page: Page; site: Site; source: Source }) {
  if (page.kind === 'doc') return <DocContent page={page} source={source} />;
  if (page.kind === 'category') return <CategoryIndex page={page} source={source} />;
  const api = source.api!;
  return page.operation ? (
    <Operation op={page.operation} doc={api} title={page.title} />
  ) : (
    <Overview doc={api} route={page.route} baseUrl={site.config.baseUrl} specHref={source.apiDownloadPath!} />
  );
}

export default async function DocsRoute({ params }: Props) {
  const { site, page, version } = await lookup(params);
  const { source } = version;
  const data = getRouteData(page, source, site.config, pageVersion(version.meta, site.versionNav, page.id));
  // Only the home page's static HTML carries the wrong-base-URL check (it shows a banner when the
  // site's scripts did not load).
  const banner = page.route === '/' && site.config.baseUrlIssueBanner;
  return (
    <DocLayout
      data={data}
      tree={source.tree}
      siteTitle={site.config.title}
      versionPersistence={site.config.themeConfig.docs.versionPersistence}
      sidebarTreeUrl={withBase(site.config.baseUrl, sidebarDataPath(version.meta.name))}
      markdownHref={withBase(site.config.baseUrl, markdownPath(page.route))}
    >
      {banner ? <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(site.config.baseUrl) }} /> : null}
      {/* e2e fixture build only (scripts/build-for-e2e.ts): a button that makes the page crash. */}
      {process.env.E2E_CRASH_HOOK === '1' ? <CrashButton /> : null}
      <Content page={page} site={site} source={source} />
    </DocLayout>
  );
}
