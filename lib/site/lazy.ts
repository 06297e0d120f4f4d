// The door to the build's heavy and server-only parts, each behind a function that imports it when called: importing
// this module loads nothing else, so a process loads only the parts it runs (scripts/side-files.ts draws the cards in a
// process that loads no site code). The `next dev`-only route handlers (route.dev.ts) serve the same outputs through it;
// no production route may import it, since Next would bundle every part it names. lib/site/tasks.ts hands the same
// functions out.

/** The site as the pages see it: getSite(), findPage(), siteWarnings() (./source: server-only). */
export const importSite = () => import('./source');

/** The Markdown twins, `llms.txt` and `llms-full.txt` (./outputs/markdown/site.ts). */
export const importMarkdownTwins = () => import('./outputs/markdown/site');

/** The search index files as the build writes them (./outputs/search/site-index.ts). */
export const importSearchIndex = () => import('./outputs/search/site-index');

/** What each page's social card shows, and which cards there are (./outputs/social-cards/card-data.ts: loads the site). */
export const importCardData = () => import('./outputs/social-cards/card-data');

/** The card's drawing (./outputs/social-cards/card.tsx: satori, fonts, sharp; no site code). */
export const importCardDrawing = () => import('./outputs/social-cards/card');
