import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NestedFields, NestedFieldsIndex } from '@/components/api/nested-fields';
import {
  foldsOfPart,
  nestedFieldsOperations,
  nestedFieldsAt,
  nestedFieldsRoutes,
  formatTitle,
  getSite,
} from '@/lib/site/pages';
import { nestedFieldsRoute } from '@/lib/shared/paths/outputs';
import { withBase } from '@/lib/shared/paths';

// An operation's large folds (lib/site/openapi/lazy-folds.ts), packed into parts (fold-parts.ts): its page loads a
// fold's part when the fold opens, and a reader without scripts follows the fold's link to it. The index lists them,
// and is what a static export needs when no operation has such folds (a route must have a page).
type Props = { params: Promise<{ slug?: string[] }> };
export const dynamicParams = false;

async function operations() {
  const { versions } = await getSite();
  return nestedFieldsOperations(versions.map((v) => v.source));
}

export async function generateStaticParams() {
  const routes = (await operations()).flatMap(nestedFieldsRoutes);
  return [{ slug: [] }, ...routes.map((route) => ({ slug: route.split('/').slice(2) }))];
}

/** The operation a route below /nested-fields shows the folds of: its first part, or `<first>/<n>`. */
async function operationAt(slug: string[]) {
  const whole = await nestedFieldsAt(`/${slug.join('/')}`);
  if (whole) return { view: whole, part: 1 };
  const part = Number(slug.at(-1));
  if (slug.length < 2 || !Number.isInteger(part) || part < 2) return undefined;
  const view = await nestedFieldsAt(`/${slug.slice(0, -1).join('/')}`);
  return view ? { view, part } : undefined;
}

async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  if (!slug.length) return undefined;
  const found = await operationAt(slug.map(decodeURIComponent));
  if (!found?.view.parts) notFound();
  const held = foldsOfPart(found.view.media, found.part);
  return held.folds.length ? { ...found, ...held } : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  const { config } = await getSite();
  const part = found && found.parts > 1 ? ` (part ${found.part} of ${found.parts})` : '';
  const title = found ? `Nested fields${part}: ${found.view.title}` : 'Nested fields';
  return { title: { absolute: formatTitle(title, config.title) }, robots: { index: false, follow: true } };
}

export default async function NestedFieldsRoute({ params }: Props) {
  const found = await lookup(params);
  const { config } = await getSite();
  const href = (route: string) => withBase(config.baseUrl, route);
  if (!found) {
    const pages = (await operations()).map((operation) => ({
      route: operation.route,
      parts: nestedFieldsRoutes(operation).map(href),
    }));
    return <NestedFieldsIndex pages={pages} />;
  }
  return (
    <NestedFields
      view={found.view}
      operationHref={href(found.view.route)}
      first={href(nestedFieldsRoute(found.view.route))}
      part={{ number: found.part, of: found.parts }}
      folds={found.folds}
    />
  );
}
