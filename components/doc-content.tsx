import { mdxComponents } from '@/components/mdx';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { compileGuide } from '@/lib/mdx/compile';
import type { DocPage, Source } from '@/lib/source/types';

/** A guide's body, compiled at build time from its parsed document, under its title. */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  const Content = await compileGuide(page.document, page.file);
  return (
    <div className="markdown">
      <header>
        <h1>{page.title}</h1>
      </header>
      <Content components={{ ...mdxComponents, ...cliTableComponents(source.cli) }} />
    </div>
  );
}
