import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxComponents } from '../../components/mdx';
import { compileGuideText } from '../../lib/mdx/compile-guide';

/**
 * The HTML of a guide body (given minimal front matter), compiled as `next build` compiles a guide
 * (lib/mdx/compile-guide.ts: the plugins next.config.mjs also gives the guide loader of `next dev` (lib/mdx/loader/mdx-loader.cjs))
 * and rendered with the site's components.
 */
export async function renderGuideBody(body: string): Promise<string> {
  const { default: Content } = await compileGuideText(`---\ntitle: T\ndescription: D\n---\n${body}`, 'content/x.mdx');
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
}
