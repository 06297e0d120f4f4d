import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkGithubAlerts } from './remark-github-alerts';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkImports } from './remark-imports';
import { remarkLinks, type LinkOptions } from './remark-links';

/**
 * The transforms of a guide's syntax tree that both readers run: the site loader (parseGuide: TOC, link check, search,
 * Markdown twin) and the page compile of `next dev` and `next build` (guide-plugin.ts), so both see the same tree.
 */
export const GUIDE_TRANSFORMS: PluggableList = [remarkImports, remarkAdmonitions, remarkGithubAlerts, remarkHeadingIds];

/** The remark plugins shared by analysis (link checking) and rendering, in order. */
export function remarkPlugins(links: LinkOptions): PluggableList {
  return [remarkGfm, remarkDirective, ...GUIDE_TRANSFORMS, [remarkLinks, links]];
}
