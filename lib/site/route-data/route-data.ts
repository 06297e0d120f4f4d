import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { SiteConfig } from '../config/schema';
import { docFooterData } from './docs-footer/footer';
import { searchMetaTags } from './search-meta';
import { cardPath, markdownPath } from '../../shared/paths/outputs';
import { buildToc, type TocItem } from '../mdx/toc';
import { sidebarDataPath } from '../page-tree/data-path';
import { neighbours, pathTo } from '../page-tree/navigate';
import { sidebarNodes, type SidebarNode } from '../../shared/page-tree/prune';
import { treeStamp } from '../page-tree/stamp';
import type { TreeLink, TreeNode } from '../../shared/page-tree/types';
import { absoluteFileUrl, absoluteUrl, withBase } from '../../shared/paths';
import { feedbackIssueUrl, openInLinks } from './agent-links';
import { findPage, getSite, samePageRoutes, type Site, type SiteVersion } from '../source';
import type { Page, Source } from '../source/types';
import { versionMetas } from '../../shared/versions/meta';
import { pageVersion, type PageVersion } from '../../shared/versions/nav';
import { releaseFeedLinks } from '../content/generated/releases/feed-paths';
import { pageMetadata } from './metadata';
import { pageView, siteLinks, type PageView } from './view';

export { formatTitle } from './metadata';
export type * from './view';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where a page sits: its TOC, breadcrumbs, neighbours, categories and version. */
export interface PageOutline {
  page: Page;
  title: string;
  description?: string;
  toc: TocItem[];
  /** What the TOC highlight tracks: its heading levels, and whether the navbar can hide (no offset then). */
  tocTracking: { minLevel: number; maxLevel: number; hideOnScroll: boolean };
  breadcrumbs: Crumb[];
  prev?: TreeLink;
  next?: TreeLink;
  /** Label of the innermost sidebar category holding the page (search lvl0, social cards). */
  category?: string;
  /** Ids of the sidebar categories on the way to the page: highlighted and expanded. */
  activeCategories: string[];
  /** The docs version the page belongs to: name, label, search tag (`docs-default-current`), badge, banner. */
  version: PageVersion;
}

/**
 * A guide's label in previous/next links, as Docusaurus gives it: `pagination_label`, else its sidebar label, else its
 * title.
 */
function docPaginationLabel(page: Page | undefined): string | undefined {
  return page?.kind === 'doc'
    ? (page.frontMatter.pagination_label ?? page.frontMatter.sidebar_label ?? page.title)
    : undefined;
}

function paginationLink(source: Source, link: TreeLink | undefined): TreeLink | undefined {
  const label = link && docPaginationLabel(source.byId.get(link.pageId));
  return link && label ? { ...link, label } : link;
}

/**
 * Previous and next links: the sidebar neighbours, or the docs named by `pagination_prev`/`pagination_next` (null for
 * none), as in Docusaurus.
 */
function pagination(page: Page, source: Source): { prev?: TreeLink; next?: TreeLink } {
  const around = neighbours(source.tree, page.id);
  const fm = page.kind === 'doc' ? page.frontMatter : undefined;
  const pick = (chosen: string | null | undefined, fallback: TreeLink | undefined): TreeLink | undefined => {
    if (chosen === null) return undefined;
    if (chosen === undefined) return paginationLink(source, fallback);
    const target = source.byId.get(chosen);
    const label = docPaginationLabel(target);
    return target && label ? { pageId: target.id, label, href: target.route } : undefined;
  };
  const prev = pick(fm?.pagination_prev, around.prev);
  const next = pick(fm?.pagination_next, around.next);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** The version of a page on a site with only the current docs: no badge, no banner. */
export const SINGLE_CURRENT_VERSION: PageVersion = (() => {
  const { name, label, tag, badge, banner } = versionMetas([], { lastVersion: 'current' })[0];
  return { name, label, tag, badge, banner };
})();

/** `source` is the page's own version's source; `version` defaults to the current docs of a single-version site. */
export function pageOutline(
  page: Page,
  source: Source,
  config: SiteConfig,
  version: PageVersion = SINGLE_CURRENT_VERSION,
): PageOutline {
  const { minHeadingLevel, maxHeadingLevel } = config.themeConfig.tableOfContents;
  const fm = page.kind === 'doc' ? page.frontMatter : undefined;
  const minLevel = fm?.toc_min_heading_level ?? minHeadingLevel;
  const maxLevel = fm?.toc_max_heading_level ?? maxHeadingLevel;
  const toc = page.kind === 'category' || fm?.hide_table_of_contents ? [] : buildToc(page.headings, minLevel, maxLevel);
  const trail = pathTo(source.tree, page.id);
  const breadcrumbs: Crumb[] = trail.map((node, i) =>
    i === trail.length - 1 ? { label: node.label } : { label: node.label, ...(node.href ? { href: node.href } : {}) },
  );
  const categories = trail.filter((n) => n.type === 'category');
  const category = categories.length ? categories[categories.length - 1].label : undefined;
  return {
    page,
    title: page.title,
    description: page.description,
    toc,
    tocTracking: { minLevel, maxLevel, hideOnScroll: config.themeConfig.navbar.hideOnScroll },
    breadcrumbs,
    ...pagination(page, source),
    category,
    activeCategories: categories.map((c) => c.id),
    version,
  };
}

/** Everything one page's head and body show, computed once here so no other module works any of it out again. */
export interface RouteData extends PageOutline {
  /** The page's head: title, description, canonical, robots, social cards, the Markdown alternate, search meta tags. */
  metadata: Metadata;
  /**
   * The sidebar as the page renders it; `dataUrl`/`source` locate the whole tree for categories a pruned sidebar leaves
   * empty. `hidden` for `displayed_sidebar: null`.
   */
  sidebar: { nodes: readonly SidebarNode[]; dataUrl: string; source: string; hidden?: boolean };
  /** The page's Markdown twin, with the base path ('Copy page', 'Open Markdown'). */
  markdownHref: string;
  /** "Open in ChatGPT" and "Open in Claude": a conversation that starts from the page's Markdown twin. */
  aiLinks: { chatgpt: string; claude: string };
  /**
   * What "Was this page helpful?" reports and where a reader can say more (null: no link); absent when the site turns
   * the prompt off.
   */
  feedback?: { url: string; title: string; version: string; issueUrl: string | null };
  /** For the old-version banner: the site title and whether the chosen version is remembered. */
  siteTitle: string;
  versionPersistence: 'localStorage' | 'none';
  /** Home page only: the configured base URL, for the inline check that warns when the site's files fail to load. */
  baseUrlBanner?: string;
  /** Guides only, when `docs.editUrl` or a `custom_edit_url` gives one: where "Edit this page" leads. */
  editUrl?: string;
  /** Guides only, with `docs.showLastUpdateTime`: the file's last git commit date (its mtime without git history). */
  lastUpdated?: { date: string; iso: string };
  /** What the page's body renders (./view.ts). */
  view: PageView;
}

/** The route data of `page`, one of `version`'s pages. */
export async function routeData(site: Site, version: SiteVersion, page: Page): Promise<RouteData> {
  const { config } = site;
  const { source, meta: versionMeta } = version;
  const outline = pageOutline(
    page,
    source,
    config,
    pageVersion(versionMeta, site.versionNav, samePageRoutes(site.versions, page.id)),
  );
  const fm = page.kind === 'doc' ? page.frontMatter : undefined;
  const head = pageMetadata(config, {
    route: page.route,
    title: page.title,
    description: page.description,
    image: fm?.image,
    card: cardPath(page.route),
    keywords: fm?.keywords,
    markdown: markdownPath(page.route),
    feeds: releaseFeedLinks(page, versionMeta.isLast),
    ...(page.unlisted ? { unlisted: true } : {}),
    ...(versionMeta.noIndex ? { noIndex: true, canonicalRoute: site.latest.source.byId.get(page.id)?.route } : {}),
  });
  return {
    ...outline,
    // themeConfig.metadata (in head.other) comes last so it overrides same-named tags.
    metadata: { ...head, other: { ...searchMetaTags(config, versionMeta), ...head.other } },
    sidebar: {
      ...sidebarData(
        source.tree,
        outline.activeCategories,
        withBase(config.baseUrl, sidebarDataPath(versionMeta.name)),
        page.id,
      ),
      ...(fm?.displayed_sidebar === null ? { hidden: true } : {}),
    },
    markdownHref: withBase(config.baseUrl, markdownPath(page.route)),
    aiLinks: openInLinks(absoluteFileUrl(config, markdownPath(page.route)), page.title),
    ...feedbackData(config, page, versionMeta.label),
    siteTitle: config.title,
    versionPersistence: config.themeConfig.docs.versionPersistence,
    ...(page.route === '/' && config.baseUrlIssueBanner ? { baseUrlBanner: config.baseUrl } : {}),
    ...docFooterData(page, versionMeta.name, config),
    view: await pageView(page, source, siteLinks(config)),
  };
}

/** The route data at `route`, or undefined. React's cache lets a render's metadata and page share it. */
export const routeDataAt = cache(async (route: string): Promise<RouteData | undefined> => {
  const site = await getSite();
  const found = findPage(site, route);
  return found ? routeData(site, found.version, found.page) : undefined;
});

function sidebarData(tree: readonly TreeNode[], activeCategories: readonly string[], dataUrl: string, page: string) {
  return { nodes: sidebarNodes(tree, activeCategories, page), dataUrl, source: `${dataUrl}?v=${treeStamp(tree)}` };
}

/** The page's "Was this page helpful?" data: guides and API pages only, and only while the site keeps the prompt. */
function feedbackData(config: SiteConfig, page: Page, version: string): Pick<RouteData, 'feedback'> {
  const setting = config.themeConfig.pageFeedback;
  if (setting === false || page.kind === 'category') return {};
  const about = { url: absoluteUrl(config, page.route), title: page.title, version };
  return {
    feedback: { ...about, issueUrl: setting.issueUrl === false ? null : feedbackIssueUrl(setting.issueUrl, about) },
  };
}
