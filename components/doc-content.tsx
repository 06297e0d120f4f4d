import type { ComponentProps } from 'react';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { MdxLink } from '@/components/mdx/link';
import { loadGuide } from '@/lib/mdx/guides';
import { resolveLink, type LinkOptions } from '@/lib/mdx/remark-links';
import type { DocPage, Source } from '@/lib/source/types';
import { sharedMdxComponents } from '@/mdx-components';

/** The guide's links, resolved inside its version at render time (the guide's compiled code does not know the routes). */
function versionLink(links: LinkOptions) {
  return function VersionLink({ href = '', ...rest }: ComponentProps<'a'>) {
    return <MdxLink href={resolveLink(href, links).url} {...rest} />;
  };
}

/** A guide's body (lib/mdx/guides.ts: compiled at render by `next build`, a module of its own under `next dev`), under its title. */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  // `next dev`: a guide that did not parse fails here, on its own page, naming its file, line and column.
  if (page.document.error) throw page.document.error;
  const { default: Content } = await loadGuide(page.file);
  const components = sharedMdxComponents({
    ...cliTableComponents(source.cli),
    a: versionLink(source.linkOptions(page.id)),
  });
  return (
    <div className="markdown">
      <header>
        <h1>{page.title}</h1>
      </header>
      <Content components={components} />
    </div>
  );
}
