/**
 * Makes `fetch` read the (empty) body of every HEAD response, so that the request ends as finished.
 *
 * Next's router, in a static export, checks a route with a HEAD request before it prefetches the route's files,
 * and reads only the status and the final URL. Chromium counts a response whose body nobody read as cancelled:
 * every prefetched link left a `net::ERR_ABORTED` in the network log, though the server had answered 200 in
 * full. The body is read from a clone, so whoever made the request can still read it.
 *
 * Self-contained (no imports, no closure): the head script below is its source text.
 */
export function readHeadResponses(win: { fetch: typeof fetch }): void {
  const original = win.fetch;
  if (typeof original !== 'function') return;
  win.fetch = function fetchReadingHeadResponses(input: RequestInfo | URL, init?: RequestInit) {
    const pending = original(input, init);
    const method = init?.method ?? (typeof Request === 'function' && input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() === 'HEAD') pending.then((response) => response.clone().arrayBuffer()).catch(() => {});
    return pending;
  };
}

/** Inline script for <head>: installs `readHeadResponses` before the router's first prefetch. */
export const HEAD_RESPONSES_SCRIPT = `(${readHeadResponses.toString()})(window)`;
