import { Operation } from '@/components/api/operation';
import { Overview } from '@/components/api/overview';
import { CategoryIndex } from '@/components/category-index';
import { DocContent } from '@/components/doc-content';
import type { Page, Source } from '@/lib/source/types';

/** The content of a page, by kind: a guide, a category index, the API overview or an API operation. */
export function PageContent({ page, source, baseUrl }: { page: Page; source: Source; baseUrl: string }) {
  if (page.kind === 'doc') return <DocContent page={page} source={source} />;
  if (page.kind === 'category') return <CategoryIndex page={page} source={source} />;
  const api = source.api!;
  return page.operation ? (
    <Operation op={page.operation} doc={api} title={page.title} route={page.route} />
  ) : (
    <Overview doc={api} route={page.route} baseUrl={baseUrl} specHref={source.apiDownloadPath!} />
  );
}
