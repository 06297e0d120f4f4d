// The door from app/'s route handlers, the files of the site that are not pages, to the build-time code. The small
// files' functions come as they are; the heavy outputs come as functions that import them when called, so each
// handler loads only the output it serves.
import 'server-only';

export { getSite } from './source';
export { robotsRules } from './outputs/seo/robots';
export { sitemapEntries } from './outputs/seo/sitemap';
export { OPENSEARCH_TYPE, openSearchXml } from './outputs/seo/opensearch';
export { sidebarDataFile } from './page-tree/data-path';
export { downloadPathOf, downloadSegments } from './openapi/paths';
export { importCardData, importCardDrawing, importMarkdownTwins, importSearchIndex } from './lazy';
