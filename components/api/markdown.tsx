import rehypeShiki from '@shikijs/rehype';
import { cache } from 'react';
import { MDXRemote, type MDXRemoteProps } from 'next-mdx-remote/rsc';
import remarkGfm from 'remark-gfm';
import { remarkGithubAlerts } from '@/lib/site/openapi/github-alerts';
import { highlightedPre } from '@/lib/site/openapi/highlight';
import { shikiOptions } from '@/lib/site/mdx/shiki-options';
import { sharedMdxComponents } from '@/mdx-components';
import { copyButtonAttributes } from '@/lib/shared/controls';

/** Plain Markdown, not MDX: braces and angle brackets in the OpenAPI descriptions are text. */
const markdownOptions: MDXRemoteProps['options'] = {
  mdxOptions: {
    format: 'md',
    remarkPlugins: [remarkGfm, remarkGithubAlerts],
    rehypePlugins: [[rehypeShiki, shikiOptions]],
  },
};

/** Cached per render, so a description repeated on the page (a shared schema's) is written once in its payload. */
const rendered = cache((text: string, className: string | undefined) => (
  <div className={className}>
    <MDXRemote source={text} options={markdownOptions} components={sharedMdxComponents()} />
  </div>
));

/** Markdown held in a string (the OpenAPI file's descriptions), rendered at build time by next-mdx-remote. */
export function Markdown({ text, className }: { text: string | undefined; className?: string }) {
  return text ? rendered(text, className) : null;
}

const copyAttributes = Object.entries(copyButtonAttributes('code')).map(
  ([name, value]) => `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
);

/** The copy button of components/mdx/code-block.tsx, served by the page's inline button script. */
export const COPY_BUTTON = `<button type="button" class="copy-button" ${copyAttributes.join(' ')}></button>`;

/** Cached per render, so a block shown twice (in its tab and in the side panel) is written once in the payload. */
const bodyOf = cache((pre: string) => ({ __html: pre + COPY_BUTTON }));

/**
 * A highlighted `<pre>` in the guides' code block markup, its body one HTML string (lib/site/openapi/highlight.ts
 * says why); the title is the frame's, so the cached body is the same wherever the block is shown.
 */
export function CodeFrame({ pre, title }: { pre: string; title?: string }) {
  return (
    <div className="code-block">
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body" dangerouslySetInnerHTML={bodyOf(pre)} />
    </div>
  );
}

/** A highlighted code block with a copy button, titled in its frame. */
export async function Code({ code, lang, title }: { code: string; lang: string; title?: string }) {
  return <CodeFrame pre={await highlightedPre(code, lang)} title={title} />;
}
