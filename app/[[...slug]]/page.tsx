import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Operation } from '@/components/api/operation';
import { Overview } from '@/components/api/overview';
import { CategoryIndex } from '@/components/category-index';
import { DocContent } from '@/components/doc-content';
import { DocLayout } from '@/components/layout/doc-layout';
import { getRouteData } from '@/lib/route-data';
import { pageMetadata } from '@/lib/route-data/metadata';
import { getSite, OPENAPI_FILE, type Site } from '@/lib/source';
import type { Page } from '@/lib/source/types';

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

function Content({ page, site }: { page: Page; site: Site }) {
  if (page.kind === 'doc') return <DocContent page={page} source={site.source} />;
  if (page.kind === 'category') return <CategoryIndex page={page} source={site.source} />;
  const api = site.source.api!;
  return page.operation ? (
    <Operation op={page.operation} doc={api} title={page.title} />
  ) : (
    <Overview doc={api} baseUrl={site.config.baseUrl} specHref={`/${OPENAPI_FILE}`} />
  );
}

export default async function DocsRoute({ params }: Props) {
  const { site, page } = await lookup(params);
  const data = getRouteData(page, site.source, site.config);
  return (
    <DocLayout data={data} tree={site.source.tree}>
      <Content page={page} site={site} />
    </DocLayout>
  );
}
