import 'client-only';
import { withoutBase } from '../../shared/paths/index';
import type { SearchSettings } from '../../shared/search/settings';
import type { SearchHit } from '../../shared/search/types';

export interface HitGroup {
  /** The group title: the hits' lvl0. */
  title: string;
  items: { hit: SearchHit; parent: SearchHit | null; isLastChild: boolean }[];
}

function lvl0Of(hit: SearchHit): string {
  const highlighted = (hit._highlightResult?.hierarchy as Record<string, { value?: string }> | undefined)?.lvl0?.value;
  if (highlighted) return highlighted.replace(/<\/?mark>/g, '');
  return hit.hierarchy?.lvl0 ?? '';
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k) ?? [];
    if (list.length < max) list.push(item);
    out.set(k, list);
  }
  return out;
}

/**
 * DocSearch's layout: hits grouped by lvl0, then by page title, each capped at `max` (`maxResultsPerGroup`); a hit
 * whose page's own hit is in the same sub-group is drawn as its child.
 */
export function groupHits(hits: readonly SearchHit[], max: number): HitGroup[] {
  return [...groupBy(hits, lvl0Of, max)].map(([title, groupHitsList]) => {
    const items: HitGroup['items'] = [];
    for (const sub of groupBy(groupHitsList, (h) => h.hierarchy?.lvl1 ?? '', max).values()) {
      const parent = sub.find((h) => h.type === 'lvl1') ?? null;
      const entries = sub.map((hit) => ({ hit, parent: hit.type !== 'lvl1' ? parent : null, isLastChild: false }));
      const children = entries.filter((e) => e.parent);
      if (children.length) children[children.length - 1].isLastChild = true;
      items.push(...entries);
    }
    return { title, items };
  });
}

/** What choosing a hit saves as a recent search: the hit, or for a text hit its page's hit (or nothing). */
export function hitToSave(hit: SearchHit, parent: SearchHit | null): SearchHit | null {
  return hit.type === 'content' ? parent : hit;
}

/** What turns a hit's URL into a link (behaviours §4.7.9). */
export type HitUrls = Pick<SearchSettings, 'baseUrl' | 'externalUrlRegex' | 'replaceSearchResultPathname'>;

/** A hit's URL kept absolute because it matches `externalUrlRegex`: a link out of the site. */
export function isExternalHit(url: string | undefined, urls: HitUrls): url is string {
  return Boolean(url && urls.externalUrlRegex && new RegExp(urls.externalUrlRegex, 'i').test(url));
}

/**
 * A hit's route for client navigation: path and hash without the base URL (Next adds it back), whatever origin the
 * records were built for; an external hit's URL as it is.
 */
export function hitRoute(url: string | undefined, urls: HitUrls): string {
  if (isExternalHit(url, urls)) return url;
  const { baseUrl, replaceSearchResultPathname: replace } = urls;
  let path = url ?? '/';
  try {
    const parsed = new URL(path, 'http://x.invalid');
    const pathname = replace ? parsed.pathname.replace(new RegExp(replace.from, 'g'), replace.to) : parsed.pathname;
    path = `${pathname}${parsed.hash}`;
  } catch {
    // keep as written
  }
  // The base is taken off the path part only: '/pr-42#x' is the base's own page, '/'.
  const hashAt = path.indexOf('#');
  const [pathname, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  path = `${withoutBase(baseUrl, pathname) ?? pathname}${hash}`;
  if (path.startsWith('#')) path = `/${path}`;
  return path;
}
