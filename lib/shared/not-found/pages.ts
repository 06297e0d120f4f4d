import type { SuggestedPage } from './similarity';

/** What the not-found page needs of a docs version: its pages' routes and titles. */
export interface VersionPageTitles {
  source: { pages: readonly { route: string; title: string; unlisted?: boolean }[] };
}

/** Path (under the base URL) of the file listing every page (`PageEntry[]`) the not-found page suggests from. */
export const NOT_FOUND_PAGES_PATH = 'not-found-pages.json';

/** A page as the not-found page ships it to the browser: `[route, title]`, the smallest JSON form. */
export type PageEntry = [route: string, title: string];

/**
 * Every page of every version (route and title only, each route once), for the not-found page to choose
 * suggestions from in the browser. One 404.html answers every unknown path, so the choice cannot be made at build
 * time. The list grows with the site, so it is a file of its own that the not-found page fetches, not a prop: the
 * not-found page belongs to the root layout, whose payload every page carries. The home page is left out: the
 * not-found page always links it.
 */
export function notFoundPageEntries(versions: readonly VersionPageTitles[]): PageEntry[] {
  const seen = new Set<string>(['/']);
  const entries: PageEntry[] = [];
  for (const version of versions) {
    for (const { route, title, unlisted } of version.source.pages) {
      if (seen.has(route) || unlisted) continue;
      seen.add(route);
      entries.push([route, title]);
    }
  }
  return entries;
}

export function fromEntries(entries: readonly PageEntry[]): SuggestedPage[] {
  return entries.map(([route, title]) => ({ route, title }));
}
