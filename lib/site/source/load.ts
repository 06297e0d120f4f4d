import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { collectContent, type RawContent, type RawDoc } from '../content/collect';
import { ContentError, count } from '../content/errors';
import type { FileGenerator } from '../content/generated/types';
import { brokenLinkProblems, checkLinks, formatBrokenLinks, type LinkSource } from '../content/link-check';
import { parseGuide } from '../mdx/document';
import type { LinkOptions } from '../mdx/remark-links';
import { readCliFacts } from '../content/facts/cli';
import { loadApiDocument, type LoadApiOptions } from '../openapi/load';
import { OpenApiError } from '../openapi/errors';
import type { ApiDocument } from '../../shared/openapi-types';
import { prefixRoute } from '../../shared/versions/meta';
import { buildTree, type TreeDocInput } from '../page-tree/build';
import { apiPages } from './api-pages';
import { categoriesOf } from './categories';
import { routeClaims, type RouteClaims } from './claims';
import {
  docPage,
  guideRoutes,
  indexDocs as indexDocsOf,
  paginationProblems,
  settleDocText,
  treeDocs,
} from './doc-pages';
import type { ApiPage, DocPage, Page, Source } from './types';

export interface LoadOptions {
  contentDir: string;
  publicDir?: string;
  /** A Docusaurus site's static/ folder, served beside public/ (lib/site/content/docusaurus-site.ts). */
  siteStaticDir?: string;
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
  /**
   * For `next dev`: a guide's MDX error throws on that guide's page and broken links are warnings, so the rest of the
   * site keeps working while an author edits.
   */
  lenient?: boolean;
  /** Keep the guides marked `draft: true` (`next dev`); the content check and `next build` leave them out. */
  drafts?: boolean;
  /** The generators of files for this docs folder; by default every registered one (lib/site/content/generated/). */
  generators?: readonly FileGenerator[];
}

/** Heading ids of each page by route, for checking `#anchor` links (category pages have none). */
export function anchorsOf(pages: readonly Page[]): Map<string, ReadonlySet<string>> {
  return new Map(pages.map((p) => [p.route, new Set(p.kind === 'category' ? [] : p.headings.map((h) => h.id))]));
}

/** Every file under public/ as a site path ('/img/logo.svg'), dot-files too: the export copies them all. */
export function listStaticFiles(dir: string | undefined): Set<string> {
  if (!dir || !existsSync(dir)) return new Set();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((rel) =>
    statSync(join(dir, rel)).isFile(),
  );
  return new Set(files.map((rel) => `/${rel.split(sep).join('/')}`));
}

/** What a version is made from, read and validated: its guides and categories, and its OpenAPI file. */
export interface SourceInputs {
  raw: RawContent;
  api?: ApiDocument;
}

/** Problems found while loading, kept as the errors that reported them (each with its located problems). */
type Failures = (ContentError | OpenApiError)[];

function keep(failures: Failures, error: unknown): void {
  if (error instanceof ContentError || error instanceof OpenApiError) failures.push(error);
  else throw error;
}

/** The one failure as it is, or a ContentError listing the problems of all of them. */
export function combinedError(failures: Failures): ContentError | OpenApiError {
  if (failures.length === 1) return failures[0];
  const problems = failures.flatMap((f) => [...f.problems]);
  return new ContentError(`${count(problems.length, 'problem')} in the docs:`, problems);
}

/**
 * Step 1 of loading a version: reads and validates all front matter, category files and the OpenAPI file, listing every
 * failure rather than stopping at the first.
 */
export async function readSourceInputs(options: LoadOptions): Promise<{ inputs?: SourceInputs; failures: Failures }> {
  const projectRoot = options.projectRoot ?? process.cwd();
  const failures: Failures = [];
  let raw: RawContent | undefined;
  try {
    raw = collectContent(options.contentDir, projectRoot, { drafts: options.drafts, generators: options.generators });
  } catch (error) {
    keep(failures, error);
  }
  let api: ApiDocument | undefined;
  if (options.openapi) {
    try {
      api = await loadApiDocument({ projectRoot, ...options.openapi });
    } catch (error) {
      keep(failures, error);
    }
  }
  if (failures.length || !raw) return { failures };
  return { inputs: { raw, ...(api ? { api } : {}) }, failures };
}

/** The guides as pages, each on its route (claimed on `claims`); two ids on different routes are a problem. */
function claimDocs(
  rawDocs: readonly RawDoc[],
  docRoutes: ReadonlyMap<string, string>,
  claims: RouteClaims,
): { docs: DocPage[]; ids: Set<string> } {
  const docs: DocPage[] = [];
  const seenIds = new Map<string, string>();
  for (const d of rawDocs) {
    const page = docPage(d, docRoutes.get(d.id)!);
    // Two files on one route are reported as such (`x.md` beside `x.mdx`); two ids on different routes here.
    if (!claims.claim(page)) continue;
    const other = seenIds.get(d.id);
    if (other) {
      const message = `Duplicate doc id "${d.id}": ${other} has it too; give one another id`;
      claims.problems.push({ file: d.file, line: 1, column: 1, message });
      continue;
    }
    seenIds.set(d.id, d.file);
    docs.push(page);
  }
  return { docs, ids: new Set(seenIds.keys()) };
}

/** A version's links between guides: to a guide's file, and to a route of the same version written without it. */
function linkResolvers(fileRoutes: ReadonlyMap<string, string>, prefix: string, byRoute: ReadonlyMap<string, Page>) {
  const routeOfDoc = (fileId: string) => fileRoutes.get(fileId);
  const routeInVersion = (url: string): string | undefined => {
    const m = /^(\/(?!\/)[^?#]*)([?#].*)?$/.exec(url);
    if (!prefix || !m) return undefined;
    const path = m[1].replace(/\/+$/, '') || '/';
    const route = prefixRoute(prefix, path);
    return byRoute.has(route) ? `${route}${m[2] ?? ''}` : undefined;
  };
  const linkOptions = (docId: string): LinkOptions => ({ docId, routeOfDoc, routeInVersion });
  return { routeOfDoc, linkOptions };
}

/**
 * Parses every guide so one run lists all MDX errors. With `lenient`, a guide's error is a warning here and throws when
 * its page renders.
 */
function parseGuides(
  docs: readonly DocPage[],
  linkOptions: (docId: string) => LinkOptions,
  lenient: boolean,
  failures: Failures,
  warnings: string[],
): void {
  for (const doc of docs) {
    try {
      doc.document = parseGuide(doc.body, doc.file, linkOptions(doc.id), doc.lineOffset);
      doc.headings = doc.document.headings;
      doc.links = doc.document.links;
      settleDocText(doc);
    } catch (error) {
      if (!lenient) keep(failures, error);
      else {
        doc.document = { ...doc.document, error: error instanceof Error ? error : new Error(String(error)) };
        warnings.push(String(error instanceof Error ? error.message : error));
      }
    }
  }
}

/**
 * Step 2 of loading a version: builds the page list and sidebar tree and checks them, collecting every problem so one
 * run reports them all.
 */
export async function assembleSource(
  options: LoadOptions,
  { raw, api }: SourceInputs,
): Promise<{ source: Source; failures: Failures }> {
  const projectRoot = options.projectRoot ?? process.cwd();
  const warnings: string[] = [...raw.warnings, ...(api?.warnings ?? [])];
  const failures: Failures = [];
  const claims = routeClaims(new Map(raw.docs.map((d) => [d.id, d])));
  const prefix = options.routePrefix ?? '';
  const { byId: docRoutes, byFile: fileRoutes } = guideRoutes(raw.docs, prefix);
  const { docs, ids } = claimDocs(raw.docs, docRoutes, claims);
  claims.problems.push(...paginationProblems(raw.docs, ids));

  const indexDocs = indexDocsOf(raw.docs, docRoutes);
  const { contentDir } = options;
  const categories = categoriesOf({ raw, contentDir, projectRoot, prefix, docRoutes, indexDocs, claims, warnings });
  const { treeCategories, pages: categoryPages } = categories;

  // The API reference: its pages join the same list and the same sidebar as the guides.
  const apiPageList: ApiPage[] = [];
  const apiTreeDocs: TreeDocInput[] = [];
  if (api) {
    const generated = apiPages(api, prefix);
    if (claims.claim(generated.categoryPage)) categoryPages.push(generated.categoryPage);
    for (const page of generated.pages) if (claims.claim(page)) apiPageList.push(page);
    treeCategories.push(...generated.categories);
    apiTreeDocs.push(...generated.docs.filter((d) => apiPageList.some((p) => p.id === d.pageId)));
  }

  const { byRoute, problems } = claims;
  const { routeOfDoc, linkOptions } = linkResolvers(fileRoutes, prefix, byRoute);
  parseGuides(docs, linkOptions, options.lenient ?? false, failures, warnings);
  const tree = buildTree([...treeDocs(docs, raw.docs), ...apiTreeDocs], treeCategories);

  const pages: Page[] = [...docs, ...categoryPages, ...apiPageList];
  const staticFiles = new Set([...listStaticFiles(options.publicDir), ...listStaticFiles(options.siteStaticDir)]);
  const anchors = new Map([...(options.otherAnchors ?? []), ...anchorsOf(pages)]);
  const report = checkLinks(
    [...docs.map((d) => ({ file: d.file, route: d.route, links: d.links })), ...(options.extraLinks ?? [])],
    { anchors, staticFiles },
  );
  warnings.push(...report.warnings);
  if (problems.length)
    failures.unshift(new ContentError(`${count(problems.length, 'problem')} in the docs:`, problems));
  if (report.broken.length && options.lenient) warnings.push(formatBrokenLinks(report.broken));
  else if (report.broken.length)
    failures.push(new ContentError(formatBrokenLinks(report.broken), brokenLinkProblems(report.broken)));

  const cli = readCliFacts(options.contentDir);
  const source: Source = {
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
  return { source, failures };
}

/**
 * Loads and checks one version; each kind of error throws once, listing every case, and minor problems (broken file
 * links, missing anchors, empty categories) are warnings.
 */
export async function loadSource(options: LoadOptions): Promise<Source> {
  const read = await readSourceInputs(options);
  if (!read.inputs) throw combinedError(read.failures);
  const { source, failures } = await assembleSource(options, read.inputs);
  if (failures.length) throw combinedError(failures);
  return source;
}
