import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx';

/** The one component map of every MDX renderer: the guide modules @next/mdx compiles and next-mdx-remote (API descriptions). */
export function sharedMdxComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components };
}

/**
 * Next's MDX provider file: @next/mdx (next.config.mjs) makes every compiled guide call it for its components (props
 * given at render time win).
 */
export const useMDXComponents = sharedMdxComponents;
