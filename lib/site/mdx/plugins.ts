import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { VFile } from 'vfile';
import type { Problem } from '../../shared/validation/problem';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkGithubAlerts } from './remark-github-alerts';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkImports } from './remark-imports';
import { remarkImages } from './remark-images';
import { remarkLinks, type LinkOptions } from './remark-links';
import { remarkMermaid } from './remark-mermaid';

/**
 * The transforms of a guide's syntax tree that both readers run: the site loader (parseGuide: TOC, link check, search,
 * Markdown twin) and the page compile of `next dev` and `next build` (guide-plugin.ts), so both see the same tree.
 */
export const GUIDE_TRANSFORMS: PluggableList = [
  remarkImports,
  remarkImages,
  remarkAdmonitions,
  remarkGithubAlerts,
  remarkHeadingIds,
];

/** The page compile's transforms: the shared ones, then Mermaid fences drawn as SVG (remark-mermaid.ts). */
export const PAGE_TRANSFORMS: PluggableList = [...GUIDE_TRANSFORMS, [remarkMermaid, { replace: true }]];

/**
 * The remark plugins of the site loader (analysis and the Markdown twin), in order: Mermaid fences are drawn to find
 * the ones that do not draw, and stay fences.
 */
export function remarkPlugins(links: LinkOptions): PluggableList {
  return [remarkGfm, remarkDirective, ...GUIDE_TRANSFORMS, remarkMermaid, [remarkLinks, links]];
}

/** The located problems the transforms left in a guide's file: imports that resolve to nothing, diagrams that do not draw. */
export function transformProblems(file: VFile): Problem[] {
  return [...(file.data.importProblems ?? []), ...(file.data.diagramProblems ?? [])];
}
