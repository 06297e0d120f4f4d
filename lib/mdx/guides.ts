import 'server-only';
import type { MDXContent } from 'mdx/types';

/** A guide compiled by @next/mdx (next.config.mjs, lib/mdx/guide-plugin.ts): its page component. */
export interface GuideModule {
  default: MDXContent;
}

/**
 * The compiled module of a guide, by its file relative to the project root. Template-literal imports: the
 * bundler compiles every .mdx under the two docs folders and nothing else, one module per guide (so
 * `next dev` recompiles just the edited guide, and a guide that does not compile fails its own page only).
 */
export function loadGuide(file: string): Promise<GuideModule> {
  const current = /^content\/(.+)\.mdx$/.exec(file);
  if (current) return import(`../../content/${current[1]}.mdx`) as Promise<GuideModule>;
  const versioned = /^versioned_docs\/(.+)\.mdx$/.exec(file);
  if (versioned) return import(`../../versioned_docs/${versioned[1]}.mdx`) as Promise<GuideModule>;
  throw new Error(`Not a guide file the bundle knows: ${file}`);
}
