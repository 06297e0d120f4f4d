import { renderToStaticMarkup } from 'react-dom/server';
import { mdxComponents } from '../../components/mdx';
import { compileGuideText } from '../../lib/site/tasks';

/**
 * The HTML of a guide body (given minimal front matter), compiled as `next build` compiles a guide
 * (lib/site/mdx/compile-guide.ts: the plugins next.config.mjs also gives the guide loader of `next dev`)
 * and rendered with the site's components. `path` (relative to the project root) is where its imports resolve from.
 */
export async function renderGuideBody(body: string, path = 'content/x.mdx'): Promise<string> {
  return renderToStaticMarkup(
    await compileGuideText(`---\ntitle: T\ndescription: D\n---\n${body}`, path, mdxComponents),
  );
}
