import { posix } from 'node:path';
import type { RawDoc } from '../content/collect';
import { guideRoute } from '../content/slugs';
import type { TreeDocInput } from '../page-tree/build';
import type { Problem } from '../../shared/validation/problem';
import { prefixRoute } from '../../shared/versions/meta';
import type { DocPage } from './types';

/** The routes of a version's guides: by doc id, and by file path (file links resolve by it, whatever the `id`). */
export function guideRoutes(docs: readonly RawDoc[], prefix: string) {
  const byId = new Map(
    docs.map((d) => [
      d.id,
      prefixRoute(prefix, guideRoute(d.dir, posix.basename(d.id), d.frontMatter.slug, d.categoryIndex)),
    ]),
  );
  const byFile = new Map(docs.map((d) => [d.fileId, byId.get(d.id)!]));
  return { byId, byFile };
}

/** A guide's page before its body is parsed (see settleDocText for the title and description it takes from it). */
export function docPage(d: RawDoc, route: string): DocPage {
  return {
    kind: 'doc',
    id: d.id,
    route,
    title: d.frontMatter.title?.trim() || posix.basename(d.id),
    description: d.frontMatter.description?.trim() || undefined,
    dir: d.dir,
    file: d.file,
    frontMatter: d.frontMatter,
    body: d.body,
    lineOffset: d.lineOffset,
    ...(d.frontMatter.unlisted ? { unlisted: true } : {}),
    ...(d.generated ? { generated: d.generated } : {}),
    // Filled in once every route is known (links resolve to routes while parsing).
    document: { tree: { type: 'root', children: [] }, headings: [], links: [] },
    headings: [],
    links: [],
  };
}

/**
 * Title and description as Docusaurus settles them once the body is parsed: front matter first, then the body's `#
 * Title` or first paragraph.
 */
export function settleDocText(doc: DocPage): void {
  if (!doc.frontMatter.title?.trim() && doc.document.contentTitle) doc.title = doc.document.contentTitle;
  doc.description ??= doc.document.firstParagraph;
}

/** `pagination_next` / `pagination_prev` name docs by id: each that names none is a problem at its line. */
export function paginationProblems(docs: readonly RawDoc[], ids: ReadonlySet<string>): Problem[] {
  return docs.flatMap((d) =>
    (['pagination_next', 'pagination_prev'] as const).flatMap((field): Problem[] => {
      const id = d.frontMatter[field];
      if (typeof id !== 'string' || ids.has(id)) return [];
      const at = d.fieldsAt?.[field] ?? { line: 1, column: 1 };
      return [{ file: d.file, ...at, message: `Invalid front matter: ${field}: doc id "${id}" not found` }];
    }),
  );
}

/** A folder's index doc (`index`, `README` or named like the folder), by folder: its category's own page by default. */
export function indexDocs(docs: readonly RawDoc[], pages: ReadonlyMap<string, unknown>): Map<string, string> {
  return new Map(docs.filter((d) => d.categoryIndex && d.dir && pages.has(d.id)).map((d) => [d.dir, d.id]));
}

/** The guides' sidebar entries; unlisted guides have none, and so no cards, pagination, search, sitemap or llms.txt. */
export function treeDocs(docs: readonly DocPage[], raw: readonly RawDoc[]): TreeDocInput[] {
  const numberPositions = new Map(raw.map((d) => [d.id, d.numberPosition]));
  return docs
    .filter((d) => !d.frontMatter.unlisted)
    .map((d) => ({
      pageId: d.id,
      dir: d.dir,
      label: d.frontMatter.sidebar_label ?? d.title,
      href: d.route,
      position: d.frontMatter.sidebar_position ?? numberPositions.get(d.id),
      ...(d.frontMatter.sidebar_class_name ? { className: d.frontMatter.sidebar_class_name } : {}),
    }));
}
