import 'server-only';
import type { Source } from '../source/types';
import { nestedFieldsPart, nestedFieldsRoute } from '../../shared/paths/outputs';
import { withLazyFolds } from '../openapi/lazy-folds';
import { sectionMedia } from '../openapi/media-view';
import { operationSections } from '../openapi/sections';

export { foldsOfPart, type HeldFold } from '../openapi/fold-parts';

/** An operation whose page leaves out large folds, and how many nested-fields pages (parts) hold them. */
export interface NestedFieldsOperation {
  route: string;
  parts: number;
}

/** The routes of an operation's nested-fields pages, the first part first. */
export const nestedFieldsRoutes = ({ route, parts }: NestedFieldsOperation) =>
  Array.from({ length: parts }, (_, i) => nestedFieldsPart(nestedFieldsRoute(route), i + 1));

/**
 * The operations that get nested-fields pages: those whose page leaves out a large fold (lib/site/openapi/lazy-folds.ts).
 * A part's route is its first part's with a number below it, so it would take the first part of an operation whose
 * route is another's with a number below; no slug makes that today, and the build stops rather than write one page
 * over another.
 */
export function nestedFieldsOperations(sources: readonly Source[]): NestedFieldsOperation[] {
  const operations = sources.flatMap((source) =>
    source.pages.flatMap((page) => {
      if (page.kind !== 'api' || !page.operation || !source.api) return [];
      // The operation page's own packing (lib/site/route-data/view.ts), the href aside.
      const { parts } = withLazyFolds(sectionMedia(operationSections(page.operation), source.api), '');
      return parts ? [{ route: page.route, parts }] : [];
    }),
  );
  const owner = new Map<string, string>();
  for (const operation of operations) {
    for (const route of nestedFieldsRoutes(operation)) {
      const other = owner.get(route);
      if (other) throw new Error(`${route} is a nested-fields page of both ${other} and ${operation.route}`);
      owner.set(route, operation.route);
    }
  }
  return operations;
}
