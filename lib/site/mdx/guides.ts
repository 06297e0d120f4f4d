import 'server-only';
import type { MDXContent } from 'mdx/types';
import { join } from 'node:path';
import { compileGuide, compileGuideText } from './compile-guide';

/** A guide compiled by MDX: its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled guide, by its file relative to the project root. `next dev` imports it as a module of its own, compiled
 * by @next/mdx (next.config.mjs) through the map guide-map.mjs writes, so an edit recompiles one guide and a broken
 * guide fails only its page (guide-plugin.ts). `next build` compiles it at render with the same plugins
 * (compile-guide.ts); the map sits in a branch the production bundle drops. A generated guide (lib/site/content/generated/)
 * has no file for the map: it is compiled from `text` at render, in both.
 */
export async function loadGuide(file: string, text?: string): Promise<GuideModule> {
  if (text !== undefined) return compileGuideText(text, join(process.cwd(), file));
  if (process.env.NODE_ENV === 'production') return compileGuide(file);
  const { guideModules } = await import('./generated/guides');
  const load = guideModules[file];
  if (!load) {
    throw new Error(
      `${file} is not in the guide map (lib/site/mdx/generated/guides.ts). A guide added while \`npm run dev\` runs needs a restart of it.`,
    );
  }
  return (await load()) as GuideModule;
}
