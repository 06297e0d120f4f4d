import type { ReactNode } from 'react';
import { PageActions } from '@/components/markdown/page-actions';
import type { RouteData } from '@/lib/route-data';
import type { TreeNode } from '@/lib/page-tree/types';
import { Breadcrumbs } from './breadcrumbs';
import { MobileSecondaryMenu } from './mobile-sidebar';
import { Pagination } from './pagination';
import { Sidebar } from './sidebar';
import { Toc } from './toc';
import { VersionBadge, VersionBanner } from './version-notice';

/** Sidebar, the page's article (breadcrumbs, content, previous/next) and the TOC column. */
interface Props {
  data: RouteData;
  tree: readonly TreeNode[];
  /** For the old-version banner: the site title and whether the chosen version is remembered. */
  siteTitle?: string;
  versionPersistence?: 'localStorage' | 'none';
  /** URL of the version's whole sidebar tree (closed categories load their items from it). */
  sidebarTreeUrl: string;
  /** The page's Markdown twin (with base path): shows 'Copy page' and 'Open Markdown' above the content. */
  markdownHref?: string;
  children: ReactNode;
}

export function DocLayout({ data, tree, siteTitle = '', versionPersistence = 'localStorage', sidebarTreeUrl, markdownHref, children }: Props) {
  return (
    <div className="doc-root">
      <aside className="doc-sidebar">
        <Sidebar tree={tree} current={data.page.id} activeCategories={data.activeCategories} treeUrl={sidebarTreeUrl} />
      </aside>
      <MobileSecondaryMenu>
        <Sidebar tree={tree} current={data.page.id} activeCategories={data.activeCategories} treeUrl={sidebarTreeUrl} />
      </MobileSecondaryMenu>
      <main className="doc-main">
        <div className="doc-row">
          <div className={`doc-col${data.toc.length ? ' doc-col--with-toc' : ''}`}>
            <VersionBanner version={data.version} siteTitle={siteTitle} persistence={versionPersistence} />
            <article>
              <Breadcrumbs crumbs={data.breadcrumbs} />
              {markdownHref ? <PageActions href={markdownHref} /> : null}
              <VersionBadge version={data.version} />
              {children}
            </article>
            <Pagination prev={data.prev} next={data.next} />
          </div>
          {data.toc.length ? (
            <div className="doc-toc">
              <Toc items={data.toc} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
