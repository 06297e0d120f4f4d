import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { PageContent } from '@/components/page-content';
import { CrashButton } from '@/components/testing/crash-button.lazy';
import { routeData } from '@/lib/route-data';
import { findPage, getSite } from '@/lib/source';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export async function generateStaticParams() {
  const { versions } = await getSite();
  return versions
    .flatMap((v) => v.source.pages)
    .map((p) => ({ slug: p.route === '/' ? [] : p.route.slice(1).split('/') }));
}

/** The page at the route, in its version, and its route data: everything the head and the body show. */
async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  const site = await getSite();
  const found = findPage(site, `/${slug.map(decodeURIComponent).join('/')}`);
  if (!found) notFound();
  return { site, ...found, data: routeData(site, found.version, found.page) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await lookup(params)).data.metadata;
}

export default async function DocsRoute({ params }: Props) {
  const { site, page, version, data } = await lookup(params);
  return (
    <PageBody data={data}>
      {/* e2e fixture build only (scripts/build-for-e2e.ts): a button that makes the page crash. */}
      {process.env.E2E_CRASH_HOOK === '1' ? <CrashButton /> : null}
      <PageContent page={page} source={version.source} baseUrl={site.config.baseUrl} />
    </PageBody>
  );
}
