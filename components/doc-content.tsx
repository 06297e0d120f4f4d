import type { ComponentProps } from 'react';
import { Cards } from '@/components/category-index';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { MdxLink } from '@/components/mdx/link';
import { loadGuide } from '@/lib/site/mdx/guides';
import { resolveLink, type LinkOptions } from '@/lib/site/mdx/remark-links';
import type { DocView } from '@/lib/site/route-data';
import { sharedMdxComponents } from '@/mdx-components';

/** The guide's links, resolved within its version at render, since its compiled code does not know the routes. */
function versionLink(links: LinkOptions) {
  return function VersionLink({ href = '', ...rest }: ComponentProps<'a'>) {
    return <MdxLink href={resolveLink(href, links).url} {...rest} />;
  };
}

/** The tags of the front matter, under the guide (there are no tag pages: each is its label). */
function Tags({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="doc-tags__list">
        {tags.map((label) => (
          <li key={label} className="doc-tags__tag">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A guide's body (lib/site/mdx/guides.ts) under its title. As in Docusaurus the page has one h1: the body's own
 * `# Title` when it starts with one, else the title (unless `hide_title`).
 */
export async function DocContent({ view }: { view: DocView }) {
  // `next dev`: a guide that did not parse fails here, on its own page, naming its file, line and column.
  if (view.error) throw view.error;
  const { default: Content } = await loadGuide(view.file);
  const components = sharedMdxComponents({
    ...cliTableComponents(view.cliTables),
    a: versionLink(view.links),
    DocCardList: function DocCardList() {
      return <Cards cards={view.docCards} level={2} />;
    },
  });
  return (
    <div className="markdown">
      {view.title !== undefined ? (
        <header>
          <h1>{view.title}</h1>
        </header>
      ) : null}
      <Content components={components} />
      <Tags tags={view.tags} />
    </div>
  );
}
