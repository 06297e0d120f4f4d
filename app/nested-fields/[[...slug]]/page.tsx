import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NestedFields, NestedFieldsIndex } from '@/components/api/nested-fields';
import { nestedFieldsRoute, nestedFieldsOperations, routeDataAt, formatTitle, getSite } from '@/lib/site/pages';
import { withBase } from '@/lib/shared/paths';

// An operation's large folds in full (lib/site/openapi/lazy-folds.ts): its page loads them from here when opened,
// and a reader without scripts follows the fold's link here. The index lists them, and is what a static export needs
// when no operation has such folds (a route must have a page).
type Props = { params: Promise<{ slug?: string[] }> };
export const dynamicParams = false;

async function operations() {
  const { versions } = await getSite();
  return nestedFieldsOperations(versions.map((v) => v.source));
}

export async function generateStaticParams() {
  return [{ slug: [] }, ...(await operations()).map((route) => ({ slug: route.slice(1).split('/') }))];
}

async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  if (!slug.length) return undefined;
  const data = await routeDataAt(`/${slug.map(decodeURIComponent).join('/')}`);
  return data?.view.kind === 'api-operation' && data.view.nestedFields ? { data, view: data.view } : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  const { config } = await getSite();
  const title = found ? `Nested fields: ${found.view.title}` : 'Nested fields';
  return { title: { absolute: formatTitle(title, config.title) }, robots: { index: false, follow: true } };
}

export default async function NestedFieldsRoute({ params }: Props) {
  const found = await lookup(params);
  const { config } = await getSite();
  const href = (route: string) => withBase(config.baseUrl, route);
  if (!found) {
    const pages = (await operations()).map((route) => ({ route, href: href(nestedFieldsRoute(route)) }));
    return <NestedFieldsIndex pages={pages} />;
  }
  return <NestedFields view={found.view} operationHref={href(found.view.route)} />;
}
