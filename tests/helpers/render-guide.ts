import { compile, run } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxComponents } from '../../components/mdx';
import { remarkGuide } from '../../lib/mdx/guide-plugin';
import { shikiOptions } from '../../lib/mdx/shiki-options';

/** A guide file compiled the way the @next/mdx loader compiles it (next.config.mjs gives it these two plugins). */
export function compileLikeTheLoader(text: string, path: string) {
  return compile(
    { value: text, path },
    { outputFormat: 'function-body', remarkPlugins: [remarkGuide], rehypePlugins: [[rehypeShiki, shikiOptions]] },
  );
}

/** The HTML of a guide body (given minimal front matter), compiled as the loader does and rendered with the site's components. */
export async function renderGuideBody(body: string): Promise<string> {
  const code = await compileLikeTheLoader(`---\ntitle: T\ndescription: D\n---\n${body}`, 'content/x.mdx');
  const { default: Content } = (await run(code, { ...runtime, baseUrl: import.meta.url })) as { default: MDXContent };
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
}
