import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { CodeBlock, RuntimeCodeBlock } from './code-block';
import { Details } from './details';
import { makeHeading } from './heading';
import { InlineCode } from './inline-code';
import { MdxLink } from './link';
import { MermaidDiagram } from './mermaid-diagram';
import { TabItem, Tabs } from './tabs';

/** Components every MDX page has without an import; the per-page ones are added by ./cli-tables and doc-content. */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  pre: CodeBlock,
  code: InlineCode,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
  table: (props) => (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  Admonition,
  MermaidDiagram,
  Tabs,
  TabItem,
  // Named as lib/site/mdx/remark-imports.ts names Docusaurus' theme imports; DocCardList needs the page, so
  // components/doc-content.tsx adds it.
  Details,
  CodeBlock: RuntimeCodeBlock,
};
