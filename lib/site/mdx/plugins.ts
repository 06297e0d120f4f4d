import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkImports } from './remark-imports';
import { remarkLinks, type LinkOptions } from './remark-links';

/** The remark plugins shared by analysis (link checking) and rendering, in order. */
export function remarkPlugins(links: LinkOptions): PluggableList {
  return [remarkGfm, remarkDirective, remarkImports, remarkAdmonitions, remarkHeadingIds, [remarkLinks, links]];
}
