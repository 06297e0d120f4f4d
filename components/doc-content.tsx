import { mdxComponents } from '@/components/mdx';
import { compileMdx } from '@/lib/mdx/compile';
import type { DocPage, Source } from '@/lib/source/types';

/** A guide's body, compiled from MDX at build time, under its title. */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  const routeOfDoc = (id: string) => {
    const p = source.byId.get(id);
    return p?.kind === 'doc' ? p.route : undefined;
  };
  const { Content } = await compileMdx(page.body, page.file, { docId: page.id, routeOfDoc }, page.lineOffset);
  return (
    <div className="markdown">
      <header>
        <h1>{page.title}</h1>
      </header>
      <Content components={mdxComponents} />
    </div>
  );
}
