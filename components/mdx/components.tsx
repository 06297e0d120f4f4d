import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { CodeBlock } from './code-block';
import { makeHeading } from './heading';
import { InlineCode } from './inline-code';
import { MdxLink } from './link';
import { TabItem, Tabs } from './tabs';

/** Components available in every MDX page without an import (plus `<CliOptions>` and `<EnvVars>`, per version: ./cli-tables). */
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
  Tabs,
  TabItem,
};
