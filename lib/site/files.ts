// The door from app/'s route handlers, the files of the site that are not pages, to the build-time code. The small
// files' functions come as they are; the large outputs (Markdown twins, search index, social cards) come as functions
// that import them when called, so a handler loads only the output it serves.
import 'server-only';

export { getSite } from './source';
export { formatTitle } from './route-data/metadata';
export { robotsRules } from './outputs/seo/robots';
export { sitemapEntries } from './outputs/seo/sitemap';
export { OPENSEARCH_TYPE, openSearchXml } from './outputs/seo/opensearch';
export { sidebarDataFile } from './page-tree/data-path';
export { downloadPathOf, downloadSegments } from './openapi/paths';
export { releaseFeedResponse } from './outputs/feeds/release-feed';
export { siteFileParams, siteFileResponse } from './content/site-files';
export { foldsOfPart, nestedFieldsAt, nestedFieldsOperations, nestedFieldsRoutes } from './route-data/nested-fields';

/** The Markdown twins, `llms.txt` and `llms-full.txt` (./outputs/markdown/site.ts). */
export const importMarkdownTwins = () => import('./outputs/markdown/site');

/** The search index files (./outputs/search/site-index.ts). */
export const importSearchIndex = () => import('./outputs/search/site-index');

/** What each page's social card shows, and which cards there are (./outputs/social-cards/card-data.ts). */
export const importCardData = () => import('./outputs/social-cards/card-data');

/** The card's drawing (./outputs/social-cards/card.tsx: satori, fonts, sharp). */
export const importCardDrawing = () => import('./outputs/social-cards/card');
