import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page/page-body';
import { PageContent } from '@/components/page-content';
import { routeDataAt } from '@/lib/build/route-data';
import { getSite } from '@/lib/build/source';
// The API reference's rules, stylesheets of the doc pages' own (the not-found page does without them).
import '@/components/api/reference.css';
import '@/components/api/operation.css';

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

/**
 * The e2e fixture build's crash button. E2E_CRASH_HOOK is fixed at compile time (next.config.mjs `env`), so
 * in any other build this branch is dead code and the button is not in the page's browser code.
 */
async function CrashHook() {
  if (process.env.E2E_CRASH_HOOK !== '1') return null;
  const { CrashButton } = await import('@/components/testing/crash-button');
  return <CrashButton />;
}

export default async function DocsRoute({ params }: Props) {
  const data = await lookup(params);
  return (
    <PageBody data={data}>
      {/* e2e fixture build only (scripts/build-for-e2e.ts): a button that makes the page crash. */}
      <CrashHook />
      <PageContent view={data.view} />
    </PageBody>
  );
}
