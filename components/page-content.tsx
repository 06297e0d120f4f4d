import { Operation } from '@/components/api/operation';
import { Overview } from '@/components/api/overview';
import { CategoryIndex } from '@/components/category-index';
import { DocContent } from '@/components/doc-content';
import type { PageView } from '@/lib/site/route-data';

/** The content of a page, by kind: a guide, a category index, the API overview or an API operation. */
export function PageContent({ view }: { view: PageView }) {
  if (view.kind === 'doc') return <DocContent view={view} />;
  if (view.kind === 'category') return <CategoryIndex view={view} />;
  if (view.kind === 'api-overview') return <Overview view={view} />;
  return <Operation view={view} />;
}
