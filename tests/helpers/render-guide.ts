import { evaluate } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { mdxComponents } from '../../components/mdx';
import { remarkGuide } from '../../lib/site/mdx/guide-plugin';
import { shikiOptions } from '../../lib/site/mdx/shiki-options';

/**
 * The HTML of a guide body (given minimal front matter), compiled with the plugins and options next.config.mjs gives
 * @next/mdx (lib/site/mdx/next-mdx/*.mjs load these same plugins) and rendered with the site's components. `path`
 * (relative to the project root) is where its imports resolve from.
 */
export async function renderGuideBody(body: string, path = 'content/x.mdx'): Promise<string> {
  const file = new VFile({ path, value: `---\ntitle: T\ndescription: D\n---\n${body}` });
  const { default: Content } = await evaluate(file, {
    ...runtime,
    format: 'mdx',
    remarkPlugins: [remarkGuide],
    rehypePlugins: [[rehypeShiki, shikiOptions]],
    baseUrl: import.meta.url,
  });
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
}
