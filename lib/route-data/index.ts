import type { SiteConfig } from '../config/schema';
import { buildToc, type TocItem } from '../mdx/toc';
import { neighbours, pathTo } from '../page-tree/navigate';
import type { TreeLink } from '../page-tree/types';
import type { Page, Source } from '../source/types';
import { versionMetas } from '../versions/meta';
import type { PageVersion } from '../versions/nav';

export interface Crumb {
  label: string;
  href?: string;
}

/** Everything the layout needs to render one page, computed once. */
export interface RouteData {
  page: Page;
  title: string;
  description?: string;
  toc: TocItem[];
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

/** The version of a page on a site with only the current docs: no badge, no banner. */
export const SINGLE_CURRENT_VERSION: PageVersion = (() => {
  const { name, label, tag, badge, banner } = versionMetas([], { lastVersion: 'current' })[0];
  return { name, label, tag, badge, banner };
})();

/** "Page | Site title"; an empty page title gives just the site title. */
export function formatTitle(pageTitle: string | undefined, siteTitle: string): string {
  const t = pageTitle?.trim();
  return t ? `${t} | ${siteTitle}` : siteTitle;
}

/** `source` is the page's own version's source; `version` defaults to the current docs of a single-version site. */
export function getRouteData(page: Page, source: Source, config: SiteConfig, version: PageVersion = SINGLE_CURRENT_VERSION): RouteData {
  const { minHeadingLevel, maxHeadingLevel } = config.themeConfig.tableOfContents;
  const toc =
    page.kind === 'doc'
      ? page.frontMatter.hide_table_of_contents
        ? []
        : buildToc(
            page.headings,
            page.frontMatter.toc_min_heading_level ?? minHeadingLevel,
            page.frontMatter.toc_max_heading_level ?? maxHeadingLevel,
          )
      : page.kind === 'api'
        ? buildToc(page.headings, minHeadingLevel, maxHeadingLevel)
        : [];
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
    breadcrumbs,
    ...neighbours(source.tree, page.id),
    category,
    activeCategories: categories.map((c) => c.id),
    version,
  };
}
