import 'server-only';
import type { MDXContent } from 'mdx/types';
import { guideModules } from './generated/guides';

/** A guide compiled by @next/mdx (next.config.mjs, lib/mdx/guide-plugin.ts): its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled module of a guide, by its file relative to the project root, from the import map that
 * next.config.mjs writes (lib/mdx/guide-map.mjs): one module per guide, so `next dev` recompiles just the
 * edited guide, and a guide that does not compile fails its own page only.
 */
export function loadGuide(file: string): Promise<GuideModule> {
  const load = guideModules[file];
  if (!load) {
    throw new Error(
      `${file} is not in the guide map (lib/mdx/generated/guides.ts). A guide added while \`npm run dev\` runs needs a restart of it.`,
    );
  }
  return load() as Promise<GuideModule>;
}
