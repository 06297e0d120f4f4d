import { firstSentence } from '../openapi/text';
import type { ApiDocument, ApiOperation } from '../openapi/types';
import type { TreeCategoryInput, TreeDocInput } from '../page-tree/build';
import type { Heading } from '../mdx/types';
import type { ApiPage, CategoryPage } from './types';
import { prefixRoute } from '../versions/meta';

/** Where the API reference sits in the sidebar and how its category is labelled. */
export const API_CATEGORY = { dir: 'api', label: 'API', position: 5, route: '/category/api' } as const;
export const UNTAGGED_LABEL = 'UNTAGGED';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '301': 'Moved Permanently', '302': 'Found',
  '304': 'Not Modified', '400': 'Bad Request', '401': 'Unauthorized', '403': 'Forbidden', '404': 'Not Found',
  '409': 'Conflict', '418': "I'm a Teapot", '422': 'Unprocessable Content', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '502': 'Bad Gateway', '503': 'Service Unavailable', default: 'Any other status',
};

/** '404' → '404 Not Found'; unknown codes stay as they are. */
export function statusLabel(status: string): string {
  const text = STATUS_TEXT[status];
  return text ? (status === 'default' ? text : `${status} ${text}`) : status;
}

/** Route of the operation page `slug` in the same API reference as the overview at `overviewRoute`. */
export const operationRoute = (overviewRoute: string, slug: string) => overviewRoute.replace(/[^/]*$/, slug);

export const responseAnchor = (status: string) => `response-${status.toLowerCase()}`;

function operationHeadings(op: ApiOperation): Heading[] {
  const out: Heading[] = [];
  if (op.parameters.length) out.push({ depth: 2, text: 'Parameters', id: 'parameters' });
  if (op.requestBody) out.push({ depth: 2, text: 'Request body', id: 'request-body' });
  if (op.responses.length) {
    out.push({ depth: 2, text: 'Responses', id: 'responses' });
    for (const r of op.responses) out.push({ depth: 3, text: statusLabel(r.status), id: responseAnchor(r.status) });
  }
  out.push({ depth: 2, text: 'Code samples', id: 'code-samples' });
  return out;
}

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
    headings: [
      ...(doc.servers.length ? [{ depth: 2, text: 'Servers', id: 'servers' }] : []),
      { depth: 2, text: 'Operations', id: 'operations' },
    ],
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
      headings: operationHeadings(op),
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
    { dir: API_CATEGORY.dir, label: API_CATEGORY.label, position: API_CATEGORY.position, collapsed: true, href: categoryPage.route, pageId: categoryPage.id },
    ...doc.tags
      .filter((t) => doc.operations.some((o) => o.tag === t.name))
      .map((t, i) => ({ dir: tagDir(t.name), label: t.label, position: i + 1, collapsed: true })),
    ...(untagged ? [{ dir: tagDir(undefined), label: UNTAGGED_LABEL, position: doc.tags.length + 1, collapsed: true }] : []),
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
