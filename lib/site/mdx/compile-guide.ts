import 'server-only';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import rehypeShiki from '@shikijs/rehype';
import type { MDXComponents } from 'mdx/types';
import { compileMDX } from 'next-mdx-remote/rsc';
import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { remarkGuide } from './guide-plugin';
import { shikiOptions } from './shiki-options';
import { clientComponents } from './generated/client-components';
import type { ClientImport } from './remark-imports';
import { evaluateModules } from './site-components';

/**
 * The guide pipeline of `next build`: the plugins and format next.config.mjs gives @next/mdx for `next dev`, run at
 * render by next-mdx-remote, so the bundler holds no module per guide (bundled, they raised the 2,000-page build's peak
 * memory far above its target: bench/by-hand.md, "Guides compiled by @next/mdx"). The guides are the site's own files,
 * compiled as `next dev` compiles them: their expressions and exports stay (next-mdx-remote's filters are for text
 * from elsewhere), and remarkGuide has already taken their imports out.
 */
const options = {
  mdxOptions: {
    format: 'mdx' as const,
    remarkPlugins: [remarkGuide],
    rehypePlugins: [[rehypeShiki, shikiOptions] as [typeof rehypeShiki, typeof shikiOptions]],
    // Keeps the guide's ESM: its exports, and the module a broken guide becomes (guide-plugin.ts brokenGuide).
    useDynamicImport: true,
  },
  blockJS: false,
  blockDangerousJS: false,
};

/**
 * A guide's body, compiled from its text (the whole file, front matter included) at `path`, as an element rendered with
 * `components`. The site's components it imports (taken out by remark-imports.ts) reach it as MDX components, rendered
 * by the page's own React, and win over ours of the same name; its client components are client references from the
 * generated map, which the bundler shipped to the browser.
 */
export async function compileGuideText(
  text: string,
  path: string,
  components: MDXComponents,
): Promise<React.ReactElement> {
  const file = new VFile({ path, value: text, data: { renderCompile: true } });
  const { content } = await compileMDX({ source: file, options, components });
  const imports = file.data.moduleImports;
  const client = file.data.clientImports;
  if (!imports && !client) return content;
  const modules = imports
    ? evaluateModules(imports, { react: React, 'react/jsx-runtime': runtime, 'react/jsx-dev-runtime': runtime })
    : {};
  const site = { ...modules, ...clientComponentsOf(client ?? [], path) } as MDXComponents;
  return React.cloneElement(content as React.ReactElement<{ components: MDXComponents }>, {
    components: { ...components, ...site },
  });
}

/** The client components a guide imports, by their local names, from the map written when Next started. */
function clientComponentsOf(client: readonly ClientImport[], path: string): Record<string, unknown> {
  return Object.fromEntries(
    client.map(({ name, file }) => {
      const component = clientComponents[file];
      if (!component)
        throw new Error(
          `${relative(process.cwd(), path)}: ${file} is not in the client component map (lib/site/mdx/generated/client-components.ts); restart the build or the dev server`,
        );
      return [name, component];
    }),
  );
}

/** The guide's body, compiled from its file (relative to the project root). */
export async function compileGuide(file: string, components: MDXComponents): Promise<React.ReactElement> {
  const path = join(process.cwd(), file);
  return compileGuideText(await readFile(path, 'utf8'), path, components);
}
