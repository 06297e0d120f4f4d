import { Operation } from '@/components/api/operation';
import { Overview } from '@/components/api/overview';
import { CategoryIndex } from '@/components/category-index';
import { DocContent, type Guide } from '@/components/doc-content';
import type { PageView } from '@/lib/site/types';

/** The content of a page, by kind: a guide (its compiled body in `guide`), a category index, the API overview or an operation. */
export function PageContent({ view, guide }: { view: PageView; guide?: Guide }) {
  if (view.kind === 'doc') {
    if (!guide) throw new Error(`${view.file}: a guide's page needs its compiled body`);
    return <DocContent view={view} guide={guide} />;
  }
  if (view.kind === 'category') return <CategoryIndex view={view} />;
  if (view.kind === 'api-overview') return <Overview view={view} />;
  return <Operation view={view} />;
}
