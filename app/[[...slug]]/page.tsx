import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page/page-body';
import { PageContent } from '@/components/page-content';
import { CrashHook } from '@/components/testing/crash-hook';
import { routeDataAt } from '@/lib/site/route-data';
import { getSite } from '@/lib/site/source';

type Props = { params: Promise<{ slug?: string[] }> };
export const dynamicParams = false;
export async function generateStaticParams() {
  const { versions } = await getSite();
  return versions
    .flatMap((v) => v.source.pages)
    .map((p) => ({ slug: p.route === '/' ? [] : p.route.slice(1).split('/') }));
}

/** The route data of the page at the route, in its version: everything the head and the body show. */
async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  return (await routeDataAt(`/${slug.map(decodeURIComponent).join('/')}`)) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await lookup(params)).metadata;
}

export default async function DocsRoute({ params }: Props) {
  const data = await lookup(params);
  return (
    <PageBody data={data}>
      <CrashHook />
      <PageContent view={data.view} />
    </PageBody>
  );
}
