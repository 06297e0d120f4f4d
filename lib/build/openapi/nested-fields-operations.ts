import 'server-only';
import type { Source } from '../source/types';
import { hasLazyFolds } from './lazy-folds';
import { sectionMedia } from './media-view';
import { operationSections } from './sections';

/** The operations that get a nested-fields page: those whose page leaves out a large fold (lazy-folds.ts). */
export function nestedFieldsOperations(sources: readonly Source[]): string[] {
  return sources.flatMap((source) =>
    source.pages.flatMap((page) => {
      if (page.kind !== 'api' || !page.operation || !source.api) return [];
      const media = Object.values(sectionMedia(operationSections(page.operation), source.api)).flat();
      return media.some((view) => view.schema && hasLazyFolds(view.schema)) ? [page.route] : [];
    }),
  );
}
