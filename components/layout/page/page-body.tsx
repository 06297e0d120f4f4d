import type { ReactNode } from 'react';
import { PageActions } from '@/components/markdown/page-actions';
import { PageFeedback } from '@/components/markdown/page-feedback';
import type { RouteData } from '@/lib/site/types';
import { baseUrlBannerScript } from '@/lib/browser/head-scripts/inline-scripts';
import { Breadcrumbs } from './breadcrumbs';
import { DocFooter } from './doc-footer';
import { MobileSecondaryMenu } from '@/components/layout/mobile/mobile-sidebar';
import { Pagination } from './pagination';
import { SamePageLinks } from '@/components/runtime/ui-store';
import { Sidebar } from '@/components/layout/sidebar/sidebar';
import { Toc, TocMobile } from '@/components/layout/toc/toc';
import { VersionBadge, VersionBanner } from './version-notice';

export function PageBody({ data, children }: { data: RouteData; children: ReactNode }) {
  const { sidebar } = data;
  // One object for the desktop sidebar and the mobile menu's copy: the page's payload then carries it once.
  const marks = {
    current: data.page.id,
    activeCategories: data.activeCategories,
    treeUrl: sidebar.dataUrl,
    treeSource: sidebar.source,
  };
  // API operation pages give the TOC's column to their request panel (components/api/operation.css).
  const apiOperation = data.page.kind === 'api' && data.page.operation !== undefined;
  return (
    <div className="doc-root">
      {data.version.samePage ? <SamePageLinks value={data.version.samePage} /> : null}
      {/* A guide with `displayed_sidebar: null` is shown without the sidebar. */}
      {sidebar.hidden ? null : (
        <aside className="doc-sidebar">
          <Sidebar nodes={sidebar.nodes} marks={marks} />
        </aside>
      )}
      {sidebar.hidden ? null : (
        <MobileSecondaryMenu>
          <Sidebar nodes={sidebar.nodes} marks={marks} />
        </MobileSecondaryMenu>
      )}
      <main className="doc-main">
        <div className={apiOperation ? 'doc-row doc-row--api-operation' : 'doc-row'}>
          <div className={`doc-col${data.toc.length ? ' doc-col--with-toc' : ''}`}>
            <VersionBanner version={data.version} siteTitle={data.siteTitle} persistence={data.versionPersistence} />
            <article>
              <Breadcrumbs crumbs={data.breadcrumbs} />
              <VersionBadge version={data.version} />
              <TocMobile items={data.toc} />
              {/* The home page's static HTML shows a banner when the site's files did not load (wrong base URL). */}
              {data.baseUrlBanner !== undefined ? (
                <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(data.baseUrlBanner) }} />
              ) : null}
              {/* Right before the header, so it floats on the title's row (components/markdown/page-actions.css). */}
              <PageActions href={data.markdownHref} aiLinks={data.aiLinks} />
              {children}
              <DocFooter editUrl={data.editUrl} lastUpdated={data.lastUpdated} />
              {data.feedback ? <PageFeedback feedback={data.feedback} /> : null}
            </article>
            <Pagination prev={data.prev} next={data.next} />
          </div>
          {data.toc.length ? (
            <div className="doc-toc">
              <Toc items={data.toc} pageId={data.page.id} tracking={data.tocTracking} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
