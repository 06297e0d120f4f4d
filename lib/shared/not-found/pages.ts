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
 * Every page's route and title, which the not-found page fetches as a file of its own: one 404.html answers every
 * unknown path, and a prop would ride in every page's root-layout payload.
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
