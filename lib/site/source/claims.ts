import type { RawDoc } from '../content/collect';
import type { Problem } from '../../shared/validation/problem';
import type { Page } from './types';

/** The pages of a version by route, and the problems of pages that claimed a route already taken. */
export interface RouteClaims {
  byRoute: Map<string, Page>;
  problems: Problem[];
  /** Takes `page`'s route for it; false (and a problem) when another page has it. */
  claim(page: Page): boolean;
}

/** A page's file and where in it the route comes from (its slug, when it has one). */
function claimPlace(page: Page, docs: ReadonlyMap<string, RawDoc>): { file: string; line: number; column: number } {
  const slugAt = page.kind === 'doc' ? docs.get(page.id)?.slugAt : undefined;
  return { file: page.file ?? page.id, line: slugAt?.line ?? 1, column: slugAt?.column ?? 1 };
}

export function routeClaims(rawDocs: ReadonlyMap<string, RawDoc>): RouteClaims {
  const byRoute = new Map<string, Page>();
  const problems: Problem[] = [];
  const claim = (page: Page): boolean => {
    const existing = byRoute.get(page.route);
    if (existing) {
      const first = existing.file ?? existing.id;
      const second = page.file ?? page.id;
      const both = first === second ? `${first} (twice)` : `${first} and ${second}`;
      problems.push({
        ...claimPlace(page, rawDocs),
        message: `Duplicate route ${page.route}: ${both} both claim it; rename one, or give it another slug`,
      });
      return false;
    }
    byRoute.set(page.route, page);
    return true;
  };
  return { byRoute, problems, claim };
}
