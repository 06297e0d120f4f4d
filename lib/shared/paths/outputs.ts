// Where a page's files beside its HTML live: its Markdown twin and its social card. The route data links to them,
// the outputs write them, and the MCP server and the static server find them, so the addresses sit on the shared side.

/** Site path of a page's Markdown twin: '/' → '/index.md', '/a/b' → '/a/b.md'. */
export function markdownPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The route a Markdown twin's site path belongs to (the inverse of markdownPath), or undefined for other paths. */
export function routeOfMarkdownPath(path: string): string | undefined {
  if (!path.endsWith('.md')) return undefined;
  const route = path.slice(0, -'.md'.length);
  return route === '/index' ? '/' : route;
}

const CARD_DIR = 'img/cards';
const LANDING_NAME = 'index';

/** Segments of a page's card below /img/cards/: '/a/b' → ['a', 'b.png']; '/' → ['index.png']. */
export function cardSlug(route: string): string[] {
  const parts = route.split('/').filter(Boolean);
  if (!parts.length) return [`${LANDING_NAME}.png`];
  return [...parts.slice(0, -1), `${parts[parts.length - 1]}.png`];
}

/** Site path of a page's card (without base URL): '/img/cards/quickstart/installation.png'. */
export function cardPath(route: string): string {
  return `/${CARD_DIR}/${cardSlug(route).join('/')}`;
}

/** The page route a card's segments stand for, or null when they do not name a PNG. */
export function routeOfCardSlug(slug: readonly string[]): string | null {
  const last = slug[slug.length - 1];
  if (!last?.endsWith('.png')) return null;
  const parts = [...slug.slice(0, -1), last.slice(0, -'.png'.length)];
  if (parts.length === 1 && parts[0] === LANDING_NAME) return '/';
  return `/${parts.join('/')}`;
}

/** The route of the page holding an operation's large schema folds, its first part (app/nested-fields/). */
export const nestedFieldsRoute = (operationRoute: string) => `/nested-fields${operationRoute}`;

/**
 * Part `part` of an operation's nested-fields pages, from the first part's route or address: the first itself, then
 * `<first>/2`, `<first>/3`… (lib/site/openapi/fold-parts.ts). An operation's route ends in its slug, so a part is one
 * segment below the first; the route list checks that no part lands on another operation's first part.
 */
export const nestedFieldsPart = (first: string, part: number) => (part === 1 ? first : `${first}/${part}`);

/**
 * The file of a part's route or address: a part is a plain HTML file (app/nested-fields/[...path]/route.ts), not a
 * page of the app, so its address names the file as every static host serves it.
 */
export const nestedFieldsFile = (part: string) => `${part}.html`;

/** The address of part `part`'s file, from the first part's address. */
export const nestedFieldsHref = (first: string, part: number) => nestedFieldsFile(nestedFieldsPart(first, part));
