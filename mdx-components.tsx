import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx';

/** The one component map of every MDX renderer: the `next dev` guide modules and next-mdx-remote (API descriptions). */
export function sharedMdxComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components };
}

/**
 * Named by the guide loader as the provider import source (next.config.mjs): compiled guides call it for their
 * components (props given at render time win).
 */
export const useMDXComponents = sharedMdxComponents;
