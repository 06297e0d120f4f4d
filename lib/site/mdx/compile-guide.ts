import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createProcessor, run } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { remarkGuide } from './guide-plugin';
import { shikiOptions } from './shiki-options';

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
  const compiled = await guideProcessor().process(new VFile({ path, value: text }));
  return run(String(compiled.value), { ...runtime, baseUrl: import.meta.url });
}

/** The guide's page component, compiled from its file (relative to the project root). */
export async function compileGuide(file: string): Promise<{ default: MDXContent }> {
  const path = join(process.cwd(), file);
  return compileGuideText(await readFile(path, 'utf8'), path);
}
