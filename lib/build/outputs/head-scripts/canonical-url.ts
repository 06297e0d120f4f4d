import { stripHtmlSuffix } from '../../../shared/paths/index';

/**
 * Inline script for <head>: when a page was reached as `/x.html` or `/x/index.html`, replace the URL
 * with the canonical `/x` before the router starts. Built from the same function the server uses.
 */
export const CANONICAL_URL_SCRIPT = `(function(){var strip=${stripHtmlSuffix.toString()};var p=location.pathname,n=strip(p);if(n!==p)history.replaceState(history.state,'',n+location.search+location.hash)})()`;
