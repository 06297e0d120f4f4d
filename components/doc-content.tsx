import type { ComponentProps } from 'react';
import { Cards } from '@/components/category-index';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { MdxLink } from '@/components/mdx/link';
import { loadGuide } from '@/lib/mdx/guides';
import { resolveLink, type LinkOptions } from '@/lib/mdx/remark-links';
import { docCardListCards } from '@/lib/page-tree/cards';
import type { DocPage, Source } from '@/lib/source/types';
import { sharedMdxComponents } from '@/mdx-components';

/** The guide's links, resolved inside its version at render time (the guide's compiled code does not know the routes). */
function versionLink(links: LinkOptions) {
  return function VersionLink({ href = '', ...rest }: ComponentProps<'a'>) {
    return <MdxLink href={resolveLink(href, links).url} {...rest} />;
  };
}

/** The tags of the front matter, under the guide (there are no tag pages: each is its label). */
function Tags({ page }: { page: DocPage }) {
  const tags = page.frontMatter.tags ?? [];
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="doc-tags__list">
        {tags.map((tag) => {
          const label = typeof tag === 'string' ? tag : tag.label;
          return (
            <li key={label} className="doc-tags__tag">
              {label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A guide's body (lib/mdx/guides.ts: compiled at render by `next build`, a module of its own under `next dev`), under
 * its title. As in Docusaurus the page has one h1: the body's own `# Title` when it starts with one, else the title
 * (unless `hide_title`).
 */
export async function DocContent({ page, source }: { page: DocPage; source: Source }) {
  // `next dev`: a guide that did not parse fails here, on its own page, naming its file, line and column.
  if (page.document.error) throw page.document.error;
  const { default: Content } = await loadGuide(page.file);
  const components = sharedMdxComponents({
    ...cliTableComponents(source.cli),
    a: versionLink(source.linkOptions(page.id)),
    DocCardList: function DocCardList() {
      return <Cards cards={docCardListCards(page.id, source)} level={2} />;
    },
  });
  const showTitle = !page.document.contentTitle && !page.frontMatter.hide_title;
  return (
    <div className="markdown">
      {showTitle ? (
        <header>
          <h1>{page.title}</h1>
        </header>
      ) : null}
      <Content components={components} />
      <Tags page={page} />
    </div>
  );
}
