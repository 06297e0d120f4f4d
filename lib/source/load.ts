import { relative, sep } from 'node:path';
import { walkFiles } from '../fs/walk';
import { collectContent } from '../content/collect';
import { ContentError } from '../content/errors';
import { categoryIndexRoute, docRoute } from '../content/slugs';
import { checkLinks, formatBrokenLinks, type LinkSource } from '../links/check';
import { analyzeMdx } from '../mdx/analyze';
import type { LinkOptions } from '../mdx/remark-links';
import { readCliFacts } from '../facts/cli';
import { loadApiDocument, type LoadApiOptions } from '../openapi/load';
import { prefixRoute } from '../versions/meta';
import { buildTree, type TreeCategoryInput, type TreeDocInput } from '../page-tree/build';
import { apiPages } from './api-pages';
import type { ApiPage, CategoryPage, DocPage, Page, Source } from './types';

export interface LoadOptions {
  contentDir: string;
  publicDir?: string;
  projectRoot?: string;
  /** Links written outside content/ (the navbar config), checked with the guides' links. */
  extraLinks?: LinkSource[];
  /** The OpenAPI file to build the API reference from (none when absent). */
  openapi?: LoadApiOptions;
  /** Put before every route of this source: '' for the current docs, '/{name}' for an older version. */
  routePrefix?: string;
  /** Site path this version's OpenAPI file is downloaded from (with `openapi`). */
  apiDownloadPath?: string;
  /** Routes (with their heading ids) of other sources that links in this one may point to. */
  otherAnchors?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Heading ids of each page by route, for checking `#anchor` links (category pages have none). */
export function anchorsOf(pages: readonly Page[]): Map<string, ReadonlySet<string>> {
  return new Map(pages.map((p) => [p.route, new Set(p.kind === 'category' ? [] : p.headings.map((h) => h.id))]));
}

/** Every file under public/ as a site path ('/img/logo.svg'). */
export function listStaticFiles(dir: string | undefined): Set<string> {
  if (!dir) return new Set();
  return new Set(walkFiles(dir).map((p) => `/${relative(dir, p).split(sep).join('/')}`));
}

/**
 * Loads content/ into one list of pages and the sidebar tree, and checks it: invalid front matter,
 * MDX errors and broken internal links throw; duplicate routes, broken file links and missing
 * anchors are collected as warnings.
 */
export async function loadSource(options: LoadOptions): Promise<Source> {
  const projectRoot = options.projectRoot ?? process.cwd();
  const raw = collectContent(options.contentDir, projectRoot);
  const warnings: string[] = [];
  const byRoute = new Map<string, Page>();
  const claim = (page: Page): boolean => {
    const existing = byRoute.get(page.route);
    if (existing) {
      warnings.push(
        `Duplicate route ${page.route}: ${existing.file ?? existing.id} and ${page.file ?? page.id} both claim it; keeping ${existing.file ?? existing.id}`,
      );
      return false;
    }
    byRoute.set(page.route, page);
    return true;
  };

  const prefix = options.routePrefix ?? '';
  const docRoutes = new Map(raw.docs.map((d) => [d.id, prefixRoute(prefix, docRoute(d.id, d.frontMatter.slug))]));
  const docs: DocPage[] = [];
  for (const d of raw.docs) {
    const page: DocPage = {
      kind: 'doc',
      id: d.id,
      route: docRoutes.get(d.id)!,
      title: d.frontMatter.title,
      description: d.frontMatter.description,
      dir: d.dir,
      file: d.file,
      frontMatter: d.frontMatter,
      body: d.body,
      lineOffset: d.lineOffset,
      headings: [],
      links: [],
    };
    if (claim(page)) docs.push(page);
  }

  const categoryPages: CategoryPage[] = [];
  const treeCategories: TreeCategoryInput[] = raw.categories.map((c) => {
    const base: TreeCategoryInput = { dir: c.dir, label: c.meta.label, position: c.meta.position, collapsed: c.meta.collapsed };
    const link = c.meta.link;
    if (link?.type === 'doc') {
      const href = docRoutes.get(link.id);
      if (!href) throw new ContentError(`Invalid category file ${c.file}: link.id: doc id "${link.id}" not found`);
      return { ...base, href, pageId: link.id, linkedDocId: link.id };
    }
    if (link?.type === 'generated-index') {
      const page: CategoryPage = {
        kind: 'category',
        id: `category:${c.dir}`,
        route: prefixRoute(prefix, categoryIndexRoute(c.meta.label, link.slug)),
        title: link.title ?? c.meta.label,
        description: link.description,
        dir: c.dir,
        file: c.file,
      };
      if (claim(page)) {
        categoryPages.push(page);
        return { ...base, href: page.route, pageId: page.id };
      }
    }
    return base;
  });

  // The API reference: its pages join the same list and the same sidebar as the guides.
  const api = options.openapi ? await loadApiDocument({ projectRoot, ...options.openapi }) : undefined;
  const apiPageList: ApiPage[] = [];
  const apiTreeDocs: TreeDocInput[] = [];
  if (api) {
    const generated = apiPages(api, prefix);
    if (claim(generated.categoryPage)) categoryPages.push(generated.categoryPage);
    for (const page of generated.pages) if (claim(page)) apiPageList.push(page);
    treeCategories.push(...generated.categories);
    apiTreeDocs.push(...generated.docs.filter((d) => apiPageList.some((p) => p.id === d.pageId)));
  }

  const routeOfDoc = (id: string) => docRoutes.get(id);
  const routeInVersion = (url: string): string | undefined => {
    const m = /^(\/(?!\/)[^?#]*)([?#].*)?$/.exec(url);
    if (!prefix || !m) return undefined;
    const path = m[1].replace(/\/+$/, '') || '/';
    const route = prefixRoute(prefix, path);
    return byRoute.has(route) ? `${route}${m[2] ?? ''}` : undefined;
  };
  const linkOptions = (docId: string): LinkOptions => ({ docId, routeOfDoc, routeInVersion });
  await Promise.all(
    docs.map(async (doc) => {
      const analysis = await analyzeMdx(doc.body, doc.file, linkOptions(doc.id), doc.lineOffset);
      doc.headings = analysis.headings;
      doc.links = analysis.links;
    }),
  );

  const treeDocs: TreeDocInput[] = docs.map((d) => ({
    pageId: d.id,
    dir: d.dir,
    label: d.frontMatter.sidebar_label ?? d.title,
    href: d.route,
    position: d.frontMatter.sidebar_position,
  }));
  const tree = buildTree([...treeDocs, ...apiTreeDocs], treeCategories);

  const pages: Page[] = [...docs, ...categoryPages, ...apiPageList];
  const staticFiles = listStaticFiles(options.publicDir);
  const anchors = new Map([...(options.otherAnchors ?? []), ...anchorsOf(pages)]);
  const report = checkLinks(
    [...docs.map((d) => ({ file: d.file, route: d.route, links: d.links })), ...(options.extraLinks ?? [])],
    { anchors, staticFiles },
  );
  warnings.push(...report.warnings);
  if (report.broken.length) throw new ContentError(formatBrokenLinks(report.broken));

  const cli = readCliFacts(options.contentDir);
  return {
    pages,
    byRoute,
    byId: new Map(pages.map((p) => [p.id, p])),
    routeOfDoc,
    linkOptions,
    tree,
    api,
    ...(api && options.apiDownloadPath ? { apiDownloadPath: options.apiDownloadPath } : {}),
    ...(cli ? { cli } : {}),
    staticFiles,
    warnings,
  };
}
