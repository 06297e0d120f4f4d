import type { MDXProps } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { Cards } from '@/components/category-index';
import { cliTableComponents } from '@/components/mdx/cli-tables';
import { MdxLink } from '@/components/mdx/link';
import type { DocView } from '@/lib/site/types';
import { sharedMdxComponents } from '@/mdx-components';

/** A guide's compiled body and its links' resolution within its version, both given by the route. */
export interface Guide {
  /** The compiled guide, loaded when it renders. */
  Content: (props: MDXProps) => Promise<ReactNode>;
  /** The address a link of the guide leads to: its compiled code does not know the version's routes. */
  resolveHref: (href: string) => string;
}

function versionLink(resolveHref: Guide['resolveHref']) {
  return function VersionLink({ href = '', ...rest }: ComponentProps<'a'>) {
    return <MdxLink href={resolveHref(href)} {...rest} />;
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
export function DocContent({ view, guide: { Content, resolveHref } }: { view: DocView; guide: Guide }) {
  const components = sharedMdxComponents({
    ...cliTableComponents(view.cliTables),
    a: versionLink(resolveHref),
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
