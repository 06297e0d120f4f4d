import 'server-only';
import type { MDXContent } from 'mdx/types';
import { guideModules } from './generated/guides';

/** A guide compiled by MDX: its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled guide, by its file relative to the project root: a module of its own, compiled by @next/mdx
 * (next.config.mjs) in `next dev` and `next build` alike, imported through the map guide-map.mjs writes. Under
 * `next dev` an edit recompiles one guide, and a broken guide fails only its page (guide-plugin.ts).
 */
export async function loadGuide(file: string): Promise<GuideModule> {
  const load = guideModules[file];
  if (!load) {
    throw new Error(
      `${file} is not in the guide map (lib/site/mdx/generated/guides.ts). A guide added while \`npm run dev\` runs needs a restart of it.`,
    );
  }
  return (await load()) as GuideModule;
}
