import { notFound } from 'next/navigation';
import { nestedFieldsIndexHtml, nestedFieldsPartHtml, type PartsFrame } from '@/components/api/nested-fields-html';
import {
  foldsOfPart,
  formatTitle,
  getSite,
  nestedFieldsAt,
  nestedFieldsOperations,
  nestedFieldsRoutes,
} from '@/lib/site/files';
import { htmlLangOf } from '@/lib/shared/locales';
import { nestedFieldsFile, nestedFieldsRoute } from '@/lib/shared/paths/outputs';
import { withBase } from '@/lib/shared/paths';

// An operation's large folds (lib/site/openapi/lazy-folds.ts), packed into parts (fold-parts.ts), each written as a
// plain HTML file: /nested-fields/<operation route>.html, then <operation route>/2.html… Its page fetches a part when
// a fold opens; a reader without scripts follows the fold's link to it. index.html lists them, and keeps the route
// exported when no operation has such folds.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Props = { params: Promise<{ path: string[] }> };

const INDEX = 'index.html';

async function operations() {
  const { versions } = await getSite();
  return nestedFieldsOperations(versions.map((v) => v.source));
}

export async function generateStaticParams() {
  const routes = (await operations()).flatMap(nestedFieldsRoutes);
  return [{ path: [INDEX] }, ...routes.map((route) => ({ path: nestedFieldsFile(route).split('/').slice(2) }))];
}

/** The operation a part's route shows the folds of: its first part, or `<first>/<n>`. */
async function partAt(route: string) {
  const whole = await nestedFieldsAt(route);
  if (whole) return { view: whole, part: 1 };
  const at = route.lastIndexOf('/');
  const part = Number(route.slice(at + 1));
  if (!Number.isInteger(part) || part < 2) return undefined;
  const view = await nestedFieldsAt(route.slice(0, at));
  return view ? { view, part } : undefined;
}

const html = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

export async function GET(_request: Request, { params }: Props) {
  const path = (await params).path.map(decodeURIComponent);
  const { config } = await getSite();
  const href = (route: string) => withBase(config.baseUrl, route);
  const frame: PartsFrame = {
    titleOf: (title) => formatTitle(title, config.title),
    lang: htmlLangOf(config.i18n),
    theme: config.themeConfig.colorMode.defaultMode,
    stylesheet: href('/nested-fields.css'),
  };
  if (path.length === 1 && path[0] === INDEX) {
    const pages = (await operations()).map((operation) => ({
      route: operation.route,
      parts: nestedFieldsRoutes(operation).map((route) => href(nestedFieldsFile(route))),
    }));
    return html(nestedFieldsIndexHtml(frame, pages));
  }
  // The path below /nested-fields/ is the operation's route (and part number) with `.html`.
  const file = `/${path.join('/')}`;
  if (!file.endsWith('.html')) notFound();
  const found = await partAt(file.slice(0, -'.html'.length));
  if (!found?.view.parts) notFound();
  const { folds, parts } = foldsOfPart(found.view.media, found.part);
  if (!folds.length) notFound();
  return html(
    nestedFieldsPartHtml(frame, {
      view: found.view,
      operationHref: href(found.view.route),
      first: href(nestedFieldsRoute(found.view.route)),
      part: { number: found.part, of: parts },
      folds,
    }),
  );
}
