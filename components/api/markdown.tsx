import rehypeShiki from '@shikijs/rehype';
import { MDXRemote, type MDXRemoteProps } from 'next-mdx-remote/rsc';
import remarkGfm from 'remark-gfm';
import { fence } from '@/lib/mdx/fence';
import { remarkGithubAlerts } from '@/lib/openapi/github-alerts';
import { shikiOptions } from '@/lib/mdx/shiki-options';
import { sharedMdxComponents } from '@/mdx-components';

/**
 * Plain Markdown (braces and angle brackets are text), with GFM, GitHub alerts as admonitions and code highlighted
 * at build time.
 */
const markdownOptions: MDXRemoteProps['options'] = {
  mdxOptions: {
    format: 'md',
    remarkPlugins: [remarkGfm, remarkGithubAlerts],
    rehypePlugins: [[rehypeShiki, shikiOptions]],
  },
};

/** Markdown held in a string (the OpenAPI file's descriptions), rendered at build time by next-mdx-remote. */
export async function Markdown({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <div className={className}>
      <MDXRemote source={text} options={markdownOptions} components={sharedMdxComponents()} />
    </div>
  );
}

/** A highlighted code block with a copy button, like the guides' fenced code. */
export async function Code({ code, lang, title }: { code: string; lang: string; title?: string }) {
  const source = fence(code, title ? `${lang} title=${JSON.stringify(title)}` : lang);
  return <MDXRemote source={source} options={markdownOptions} components={sharedMdxComponents()} />;
}
