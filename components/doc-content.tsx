import { mdxComponents } from '@/components/mdx';
import { compileMdx } from '@/lib/mdx/compile';
import type { DocPage, Source } from '@/lib/source/types';

/** A guide's body, compiled from MDX at build time, under its title. */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  const { Content } = await compileMdx(page.body, page.file, { docId: page.id, routeOfDoc: source.routeOfDoc }, page.lineOffset);
  return (
    <div className="markdown">
      <header>
        <h1>{page.title}</h1>
      </header>
      <Content components={mdxComponents} />
    </div>
  );
}
