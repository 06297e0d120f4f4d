import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx';

/**
 * The one component map of the guides: the modules @next/mdx compiles under `next dev` and next-mdx-remote's
 * compileMDX at `next build`. API descriptions are drawn as HTML (components/api/description-html.ts).
 */
export function sharedMdxComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components };
}

/**
 * Next's MDX provider file: @next/mdx (next.config.mjs) makes every compiled guide call it for its components (props
 * given at render time win).
 */
export const useMDXComponents = sharedMdxComponents;
