import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryIndex } from '@/components/category-index';
import { DocContent } from '@/components/doc-content';
import { DocLayout } from '@/components/layout/doc-layout';
import { CrashButton } from '@/components/testing/crash-button';
import { baseUrlBannerScript } from '@/lib/chrome/inline-scripts';
import { getRouteData } from '@/lib/route-data';
import { pageMetadata } from '@/lib/route-data/metadata';
import { getSite } from '@/lib/source';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  const { source } = await getSite();
  return source.pages.map((p) => ({ slug: p.route === '/' ? [] : p.route.slice(1).split('/') }));
}

async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  const site = await getSite();
  const page = site.source.byRoute.get(`/${slug.map(decodeURIComponent).join('/')}`);
  if (!page) notFound();
  return { site, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page } = await lookup(params);
  const fm = page.kind === 'doc' ? page.frontMatter : undefined;
  return pageMetadata(site.config, {
    route: page.route,
    title: page.title,
    description: page.description,
    image: fm?.image,
    keywords: fm?.keywords,
  });
}

export default async function DocsRoute({ params }: Props) {
  const { site, page } = await lookup(params);
  const data = getRouteData(page, site.source, site.config);
  // Only the home page's static HTML carries the wrong-base-URL check (it shows a banner when the
  // site's scripts did not load).
  const banner = page.route === '/' && site.config.baseUrlIssueBanner;
  return (
    <DocLayout data={data} tree={site.source.tree}>
      {banner ? <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(site.config.baseUrl) }} /> : null}
      {/* e2e fixture build only (scripts/build-for-e2e.ts): a button that makes the page crash. */}
      {process.env.E2E_CRASH_HOOK === '1' ? <CrashButton /> : null}
      {page.kind === 'doc' ? <DocContent page={page} source={site.source} /> : <CategoryIndex page={page} source={site.source} />}
    </DocLayout>
  );
}
