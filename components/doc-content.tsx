import { mdxComponents } from '@/components/mdx';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { compileMdx } from '@/lib/mdx/compile';
import type { DocPage, Source } from '@/lib/source/types';

/** A guide's body, compiled from MDX at build time, under its title. */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  const { Content } = await compileMdx(page.body, page.file, source.linkOptions(page.id), page.lineOffset);
  return (
    <div className="markdown">
      <header>
        <h1>{page.title}</h1>
      </header>
      <Content components={{ ...mdxComponents, ...cliTableComponents(source.cli) }} />
    </div>
  );
}
