import type { Problem } from '../../shared/validation/problem';

/** A heading of a page, with the anchor id the rendered HTML gets. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

/** A link written in a page's Markdown, as authored and as resolved. */
export interface LinkRef {
  /** The URL as written. */
  url: string;
  /** Line in the source file (1-based, counting front matter). */
  line: number;
  /** Column in that line (1-based); absent for links written outside a page (the navbar config). */
  column?: number;
  /** For links to `.md`/`.mdx` files: the route the file resolves to, or null when no such file exists. */
  fileRoute?: string | null;
}

declare module 'vfile' {
  interface DataMap {
    headings: Heading[];
    links: LinkRef[];
    /** Imports that resolve to nothing this site has (lib/site/mdx/remark-imports.ts), each at its line. */
    importProblems: Problem[];
  }
}
