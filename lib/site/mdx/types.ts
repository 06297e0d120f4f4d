import type { Problem } from '../../shared/validation/problem';
import type { LinkRef } from '../content/link-check';
import type { ClientImport } from './remark-imports';
import type { ModuleImports } from './site-components';

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
    /** The guide's imports of components and npm packages, compiled into its page (site-components.ts). */
    moduleImports: ModuleImports;
    /** The guide's imports of the site's client components (client-components.mjs), given to the page as such. */
    clientImports: ClientImport[];
  }
}
