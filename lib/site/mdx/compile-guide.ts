import 'server-only';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createProcessor, run } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { MDXComponents, MDXContent, MDXProps } from 'mdx/types';
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
 * render time so the bundler holds no module per guide (bundled, they raised the 2,000-page build's peak memory far
 * above its target: bench/results.md, "Guides compiled by @next/mdx").
 */
let processor: ReturnType<typeof createProcessor> | undefined;

function guideProcessor(): ReturnType<typeof createProcessor> {
  processor ??= createProcessor({
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkGuide],
    rehypePlugins: [[rehypeShiki, shikiOptions]],
  });
  return processor;
}

/** A guide's page component, compiled from its text (the whole file, front matter included) at `path`. */
export async function compileGuideText(text: string, path: string): Promise<{ default: MDXContent }> {
  const file = new VFile({ path, value: text, data: { renderCompile: true } });
  const compiled = await guideProcessor().process(file);
  const guide = await run(String(compiled.value), { ...runtime, baseUrl: import.meta.url });
  const imports = file.data.moduleImports;
  const client = file.data.clientImports;
  if (!imports && !client) return guide;
  // The site's components (imports taken out by remark-imports.ts) reach the page as MDX components, rendered by the
  // page's own React; a site component of the same name as one of ours wins on its page. Its client components are
  // client references from the generated map, which the bundler shipped to the browser.
  const modules = imports
    ? evaluateModules(imports, { react: React, 'react/jsx-runtime': runtime, 'react/jsx-dev-runtime': runtime })
    : {};
  const components = { ...modules, ...clientComponentsOf(client ?? [], path) } as MDXComponents;
  const Content = guide.default;
  const WithSiteComponents = (props: MDXProps) =>
    runtime.jsx(Content, { ...props, components: { ...props.components, ...components } });
  return { default: WithSiteComponents };
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

/** The guide's page component, compiled from its file (relative to the project root). */
export async function compileGuide(file: string): Promise<{ default: MDXContent }> {
  const path = join(process.cwd(), file);
  return compileGuideText(await readFile(path, 'utf8'), path);
}
