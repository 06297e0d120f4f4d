import type { Problem } from '../../shared/validation/problem';
import type { LinkRef } from '../content/link-check';

export type { LinkRef };

/** A heading of a page, with the anchor id the rendered HTML gets. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

declare module 'vfile' {
  interface DataMap {
    headings: Heading[];
    links: LinkRef[];
    /** Imports that resolve to nothing this site has (lib/site/mdx/remark-imports.ts), each at its line. */
    importProblems: Problem[];
  }
}
