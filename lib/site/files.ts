// The door from app/'s route handlers, the files of the site that are not pages, to the build-time code. The small
// files' functions come as they are; the Markdown twins behind llms.txt come as a function that imports them when
// called, so the other handlers do not load them. The `next dev`-only handlers of the twins, search index and cards
// take those from lib/site/lazy.ts (the social cards must stay out of every production route: see
// outputs/social-cards/fonts.ts).
import 'server-only';

export { getSite } from './source';
export { robotsRules } from './outputs/seo/robots';
export { sitemapEntries } from './outputs/seo/sitemap';
export { OPENSEARCH_TYPE, openSearchXml } from './outputs/seo/opensearch';
export { sidebarDataFile } from './page-tree/data-path';
export { downloadPathOf, downloadSegments } from './openapi/paths';

/** The Markdown twins, `llms.txt` and `llms-full.txt` (./outputs/markdown/site.ts). */
export const importMarkdownTwins = () => import('./outputs/markdown/site');
