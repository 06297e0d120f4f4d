import type { Page, Request } from '@playwright/test';

/** How long the network must stay without requests to count as quiet (Playwright's own "networkidle" window). */
const QUIET_MS = 500;

/**
 * Watches `page`'s requests from now on; `quiet()` resolves once none is in flight and none has started for
 * half a second, counted from the call.
 *
 * Playwright's `waitForLoadState('networkidle')` is not that: once a page has been quiet for half a second it
 * stays "networkidle" whatever it requests later, so it returns at once after hydration asks for more code on
 * a busy machine. Call this before the page is loaded, so requests already under way are seen.
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const from = Date.now();
      for (;;) {
        const since = Math.max(from, lastActivity);
        const wait = inFlight.size > 0 ? QUIET_MS : since + QUIET_MS - Date.now();
        if (inFlight.size === 0 && wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 20)));
      }
    },
  };
}
