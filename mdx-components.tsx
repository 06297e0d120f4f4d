import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx';

/** The one component map of every MDX renderer: @next/mdx guide modules and next-mdx-remote (API descriptions). */
export function sharedMdxComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components };
}

/** Read by @next/mdx: compiled guides call it for their components (props given at render time win). */
export const useMDXComponents = sharedMdxComponents;
