// The door from app/'s pages and root layout to the build-time code: only what they render from, so that importing it
// brings no output builder (Markdown twins, search index, social cards) into a page's server graph. Route handlers
// use lib/site/files.ts, components lib/site/types.ts, scripts, the MCP server and tests lib/site/tasks.ts.
import 'server-only';

export { getSite } from './source';
export { formatTitle, routeDataAt, type PageView } from './route-data';
export { siteImageUrl } from './route-data/metadata';
export { searchMetaTags } from './route-data/search-meta';
export { loadGuide } from './mdx/guides';
export { resolveLink } from './mdx/remark-links';
export { configHeadElements } from './config/head-elements';
export { searchPageRoute, searchSettings } from './outputs/search/settings';
export { openSearchLink } from './outputs/seo/opensearch';
