import 'server-only';
import type { MDXContent } from 'mdx/types';
import { compileGuide } from './compile-guide';

/** A guide compiled by MDX: its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled guide, by its file relative to the project root.
 *
 * `next build` compiles it when its page is rendered (lib/build/mdx/compile-guide.ts). `next dev` imports it as a
 * module of its own, compiled by the guide loader (lib/build/mdx/loader/mdx-loader.cjs) with the same plugins, from the import map that next.config.mjs
 * writes (lib/build/mdx/guide-map.mjs): the dev server then recompiles just the edited guide and refreshes the
 * open page, and a guide that does not compile fails its own page only. The import map sits in a branch
 * the production bundle drops, so the build bundles no guide.
 */
export async function loadGuide(file: string): Promise<GuideModule> {
  // `.md` guides are compiled here under `next dev` as well: @next/mdx takes `.mdx` files only (next.config.mjs).
  if (process.env.NODE_ENV === 'production' || !file.endsWith('.mdx')) return compileGuide(file);
  const { guideModules } = await import('./generated/guides');
  const load = guideModules[file];
  if (!load) {
    throw new Error(
      `${file} is not in the guide map (lib/build/mdx/generated/guides.ts). A guide added while \`npm run dev\` runs needs a restart of it.`,
    );
  }
  return (await load()) as GuideModule;
}
