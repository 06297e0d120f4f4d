import 'server-only';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { compileGuide, compileGuideText } from './compile-guide';

/** A guide compiled by MDX: its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled guide's body rendered with `components`, by its file relative to the project root. `next dev` imports it as a module of its own, compiled
 * by @next/mdx (next.config.mjs) through the map guide-map.mjs writes, so an edit recompiles one guide and a broken
 * guide fails only its page (guide-plugin.ts). `next build` compiles it at render with the same plugins
 * (compile-guide.ts, through next-mdx-remote); the map sits in a branch the production bundle drops. A generated guide (lib/site/content/generated/)
 * has no file for the map: it is compiled from `text` at render, in both.
 */
export async function loadGuide(file: string, components: MDXComponents, text?: string): Promise<ReactElement> {
  if (text !== undefined) return compileGuideText(text, join(process.cwd(), file), components);
  if (process.env.NODE_ENV === 'production') return compileGuide(file, components);
  const { guideModules } = await import('./generated/guides');
  const load = guideModules[file];
  if (!load) {
    throw new Error(
      `${file} is not in the guide map (lib/site/mdx/generated/guides.ts). A guide added while \`npm run dev\` runs needs a restart of it.`,
    );
  }
  const { default: Content } = (await load()) as GuideModule;
  return createElement(Content, { components });
}
