// No 'client-only' marker: server components (the root layout) import this module to write its script into the page.
import { stripHtmlSuffix } from '../../shared/paths/index';

/**
 * Replaces `/x.html` or `/x/index.html` with the canonical `/x` before the router starts, using the same function as
 * the server.
 */
export const CANONICAL_URL_SCRIPT = `(function(){var strip=${stripHtmlSuffix.toString()};var p=location.pathname,n=strip(p);if(n!==p)history.replaceState(history.state,'',n+location.search+location.hash)})()`;
