import 'server-only';
import { cache } from 'react';
import type { Page, Source } from '../source/types';
import { findPage, getSite } from '../source';
import { nestedFieldsPart, nestedFieldsRoute } from '../../shared/paths/outputs';
import { withBase } from '../../shared/paths';
import { withLazyFolds } from '../openapi/lazy-folds';
import { sectionMedia, type MediaView } from '../openapi/media-view';
import { collectText, renderText, textToRender, type RenderedText, type SiteLinks } from '../openapi/rendered-text';
import { operationSections, type OperationSection } from '../openapi/sections';
import { siteLinks } from './view';

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
      const packed = packedFolds(source, page, '');
      return packed?.parts ? [{ route: page.route, parts: packed.parts }] : [];
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

/**
 * What an operation's nested-fields pages show of it: its sections and media views, packed as its page packs them
 * (lib/site/route-data/view.ts), and the text of those views rendered. A part needs no samples, Send form or sidebar,
 * and an operation has a part for every few folds, so this is all a part works out.
 */
export interface NestedFieldsView {
  title: string;
  route: string;
  sections: OperationSection[];
  media: Record<string, MediaView[]>;
  rendered: RenderedText;
  /** How many parts hold the operation's large folds (0 when it has none). */
  parts: number;
}

/** An operation page's sections and media views with its large folds packed into parts, as its page packs them. */
function packedFolds(source: Source, page: Page | undefined, firstPart: string) {
  if (page?.kind !== 'api' || !page.operation || !source.api) return undefined;
  const sections = operationSections(page.operation);
  return { page, sections, ...withLazyFolds(sectionMedia(sections, source.api), firstPart) };
}

async function nestedFieldsView(source: Source, route: string, links: SiteLinks) {
  const packed = packedFolds(source, source.byRoute.get(route), withBase(links.baseUrl, nestedFieldsRoute(route)));
  if (!packed) return undefined;
  const { page, sections, media, parts } = packed;
  const text = textToRender();
  collectText(media, text);
  return { title: page.title, route, sections, media, rendered: await renderText(text, links), parts };
}

// The parts of one operation are rendered one after another, each as a page of its own: the last few views are kept
// per source (a new source under `next dev` starts afresh), so an operation's view is worked out once, not per part.
const KEPT = 4;
const kept = new WeakMap<Source, Map<string, Promise<NestedFieldsView | undefined>>>();

/** The nested-fields view of the operation at `route`, or undefined when no operation page is there. */
export const nestedFieldsAt = cache(async (route: string): Promise<NestedFieldsView | undefined> => {
  const site = await getSite();
  const source = findPage(site, route)?.version.source;
  if (!source) return undefined;
  const views = kept.get(source) ?? new Map<string, Promise<NestedFieldsView | undefined>>();
  kept.set(source, views);
  let view = views.get(route);
  if (!view) {
    view = nestedFieldsView(source, route, siteLinks(site.config));
    views.set(route, view);
    if (views.size > KEPT) views.delete(views.keys().next().value!);
  }
  return view;
});
