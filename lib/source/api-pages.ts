import { firstSentence } from '../openapi/text';
import {
  AUTHENTICATION_HEADING,
  flatSections,
  operationSections,
  overviewSections,
  UNTAGGED_LABEL,
  type SectionHeading,
} from '../openapi/sections';
import type { ApiDocument } from '../openapi/types';
import type { TreeCategoryInput, TreeDocInput } from '../page-tree/build';
import type { Heading } from '../mdx/types';
import type { ApiPage, CategoryPage } from './types';
import { prefixRoute } from '../versions/meta';

/** Where the API reference sits in the sidebar and how its category is labelled. */
export const API_CATEGORY = { dir: 'api', label: 'API', position: 5, route: '/category/api' } as const;

/** Route of the operation page `slug` in the same API reference as the overview at `overviewRoute`. */
export const operationRoute = (overviewRoute: string, slug: string) => overviewRoute.replace(/[^/]*$/, slug);

/** A page's TOC entries: one per section heading, in page order. */
const headingsOf = (sections: readonly SectionHeading[]): Heading[] =>
  sections.map((s) => ({ depth: s.level, text: s.text, id: s.id }));

const tagDir = (tag: string | undefined) => `${API_CATEGORY.dir}/${tag === undefined ? '~untagged' : tag}`;

/**
 * The API reference as pages of the one docs sidebar: an "API" category with its index page, the
 * overview first, then one group per tag in the file's order, then untagged operations.
 */
export function apiPages(doc: ApiDocument, prefix = '') {
  const at = (route: string) => prefixRoute(prefix, route);
  const pages: ApiPage[] = [];
  const overview: ApiPage = {
    kind: 'api',
    id: 'api:overview',
    route: at(`/api/${doc.slug}`),
    title: doc.info.title,
    description: doc.info.summary ?? firstSentence(doc.info.description),
    file: doc.file,
    headings: headingsOf(
      overviewSections(doc).flatMap((s): SectionHeading[] =>
        s.kind === 'operations' && doc.securitySchemes?.length ? [AUTHENTICATION_HEADING, s] : [s],
      ),
    ),
  };
  pages.push(overview);
  for (const op of doc.operations) {
    pages.push({
      kind: 'api',
      id: `api:${op.slug}`,
      route: at(`/api/${op.slug}`),
      title: op.summary ?? `${op.method.toUpperCase()} ${op.path}`,
      description: firstSentence(op.description) ?? `${op.method.toUpperCase()} ${op.path}`,
      file: doc.file,
      operation: op,
      headings: headingsOf(flatSections(operationSections(op))),
    });
  }

  const categoryPage: CategoryPage = {
    kind: 'category',
    id: `category:${API_CATEGORY.dir}`,
    route: at(API_CATEGORY.route),
    title: API_CATEGORY.label,
    description: `Every endpoint of the ${doc.info.title} ${doc.info.version}, grouped by tag.`,
    dir: API_CATEGORY.dir,
    file: doc.file,
  };
  const untagged = doc.operations.some((o) => !o.tag);
  const categories: TreeCategoryInput[] = [
    {
      dir: API_CATEGORY.dir,
      label: API_CATEGORY.label,
      position: API_CATEGORY.position,
      collapsed: true,
      href: categoryPage.route,
      pageId: categoryPage.id,
    },
    ...doc.tags
      .filter((t) => doc.operations.some((o) => o.tag === t.name))
      .map((t, i) => ({ dir: tagDir(t.name), label: t.label, position: i + 1, collapsed: true })),
    ...(untagged
      ? [{ dir: tagDir(undefined), label: UNTAGGED_LABEL, position: doc.tags.length + 1, collapsed: true }]
      : []),
  ];
  const docs: TreeDocInput[] = [
    { pageId: overview.id, dir: API_CATEGORY.dir, label: overview.title, href: overview.route, position: 0 },
    ...doc.operations.map((op, i) => ({
      pageId: `api:${op.slug}`,
      dir: tagDir(op.tag),
      label: op.summary ?? `${op.method.toUpperCase()} ${op.path}`,
      href: at(`/api/${op.slug}`),
      position: i,
      method: op.method,
      ...(op.deprecated ? { deprecated: true } : {}),
    })),
  ];
  return { pages, categoryPage, categories, docs };
}
