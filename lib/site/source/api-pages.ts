import { AUTHENTICATION_HEADING } from '../../shared/api-headings';
import { firstSentence, inlineText } from '../openapi/text';
import {
  flatSections,
  operationGroups,
  operationSections,
  overviewSections,
  type OperationGroup,
  type SectionHeading,
} from '../openapi/sections';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';
import type { TreeCategoryInput, TreeDocInput } from '../page-tree/build';
import type { Heading } from '../mdx/types';
import type { ApiPage, CategoryPage } from './types';
import { prefixRoute } from '../../shared/versions/meta';

/** Where the API reference sits in the sidebar and how its category is labelled. */
export const API_CATEGORY = { dir: 'api', label: 'API', position: 5, route: '/category/api' } as const;

/** A page's TOC entries: one per section heading, in page order. */
const headingsOf = (sections: readonly SectionHeading[]): Heading[] =>
  sections.map((s) => ({ depth: s.level, text: s.text, id: s.id }));

/**
 * A tag's sidebar folder. A tag that is not a plain word is percent-encoded, dots included, so it stays one folder
 * under api/.
 */
export function tagDir(tag: string | undefined): string {
  return `${API_CATEGORY.dir}/${tag === undefined ? '~untagged' : folderName(tag)}`;
}
const folderName = (name: string) =>
  /^[A-Za-z0-9_-]+$/.test(name) ? name : encodeURIComponent(name).replace(/\./g, '%2E');

/** A group's sidebar folder: its tag's, the untagged operations' (or one path group's of them), the webhooks'. */
function groupDir(of: OperationGroup['of']): string {
  if ('tag' in of) return tagDir(of.tag);
  if ('webhooks' in of) return `${API_CATEGORY.dir}/~webhooks`;
  return of.path === undefined ? tagDir(undefined) : `${API_CATEGORY.dir}/~path-${folderName(of.path)}`;
}

/** The title of an operation or webhook page: its summary as plain text, else its method and path (or webhook name). */
export function operationTitle(op: ApiOperation): string {
  const summary = inlineText(op.summary);
  if (summary) return summary;
  return op.webhook ? `${op.webhook} (${op.method.toUpperCase()})` : `${op.method.toUpperCase()} ${op.path}`;
}

/**
 * The API reference as an "API" category of the docs sidebar: overview first, then one group per tag in the file's
 * order, then untagged operations.
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
  const webhooks = doc.webhooks ?? [];
  for (const op of [...doc.operations, ...webhooks]) {
    pages.push({
      kind: 'api',
      id: `api:${op.slug}`,
      route: at(`/api/${op.slug}`),
      title: operationTitle(op),
      description: firstSentence(op.description) ?? `${op.method.toUpperCase()} ${op.path}`,
      file: doc.file,
      operation: op,
      headings: headingsOf(flatSections(operationSections(op))),
    });
  }

  // The sidebar groups are the overview's, in its order: tags, untagged operations, webhooks.
  const groups = operationGroups(doc).map((g) => ({ ...g, dir: groupDir(g.of) }));
  const byPath = groups.some((g) => 'path' in g.of);
  const categoryPage: CategoryPage = {
    kind: 'category',
    id: `category:${API_CATEGORY.dir}`,
    route: at(API_CATEGORY.route),
    title: API_CATEGORY.label,
    description: `Every endpoint of the ${doc.info.title} ${doc.info.version}, grouped by ${byPath ? (doc.tags.length ? 'tag and path' : 'path') : 'tag'}.`,
    dir: API_CATEGORY.dir,
    file: doc.file,
  };
  const dirOf = new Map(groups.flatMap((g) => g.operations.map((op) => [op, g.dir] as const)));
  const categories: TreeCategoryInput[] = [
    {
      dir: API_CATEGORY.dir,
      label: API_CATEGORY.label,
      position: API_CATEGORY.position,
      collapsed: true,
      href: categoryPage.route,
      pageId: categoryPage.id,
    },
    ...groups.map((g, i) => ({ dir: g.dir, label: g.label, position: i + 1, collapsed: true })),
  ];
  const docs: TreeDocInput[] = [
    { pageId: overview.id, dir: API_CATEGORY.dir, label: overview.title, href: overview.route, position: 0 },
    ...[...doc.operations, ...webhooks].map((op, i) => ({
      pageId: `api:${op.slug}`,
      dir: dirOf.get(op) ?? tagDir(op.tag),
      label: operationTitle(op),
      href: at(`/api/${op.slug}`),
      position: i,
      method: op.method,
      ...(op.deprecated ? { deprecated: true } : {}),
    })),
  ];
  return { pages, categoryPage, categories, docs };
}
