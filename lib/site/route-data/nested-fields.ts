import 'server-only';
import type { Source } from '../source/types';
import { withLazyFolds } from '../openapi/lazy-folds';
import { sectionMedia } from '../openapi/media-view';
import { operationSections } from '../openapi/sections';

/** The operations that get a nested-fields page: those whose page leaves out a large fold (lib/site/openapi/lazy-folds.ts). */
export function nestedFieldsOperations(sources: readonly Source[]): string[] {
  return sources.flatMap((source) =>
    source.pages.flatMap((page) => {
      if (page.kind !== 'api' || !page.operation || !source.api) return [];
      // The operation page's own test (lib/site/route-data/view.ts), the href aside.
      return withLazyFolds(sectionMedia(operationSections(page.operation), source.api), '').any ? [page.route] : [];
    }),
  );
}
