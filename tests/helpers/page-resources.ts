import type { Page } from '@playwright/test';
import type { LoadedResource } from '../../scripts/bench/lib/weight';
import { SCRIPTS_STATE } from '../../lib/browser/head-scripts/inline-scripts';
import { watchNetwork } from './network-quiet';

/**
 * Loads `url` in `page` (use a fresh context: nothing cached) and returns every response up to a quiet
 * network (./network-quiet.ts) — what the page loads before anyone interacts with it — with decoded bodies
 * and the bytes the browser reports on the wire. `ourSite: false` for a page not built by this project (the
 * benchmark's Next.js floor), which has neither the site's script loader nor its hydration marker to wait for.
 */
export async function loadPageResources(
  page: Page,
  url: string,
  { ourSite = true }: { ourSite?: boolean } = {},
): Promise<{ status: number; resources: LoadedResource[] }> {
  const pending: Promise<LoadedResource | undefined>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        if (response.status() >= 300 && response.status() < 400) return undefined;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        return {
          url: response.url(),
          resourceType: request.resourceType(),
          status: response.status(),
          transferBytes: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
          body,
        };
      })(),
    );
  });
  const network = watchNetwork(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  // The site's pages add their scripts only after the first paint (scripts/next-output/paint-first.ts), which
  // on a busy machine can come after a quiet half second of network: wait until those have settled.
  if (ourSite) {
    await page.waitForFunction(`window.${SCRIPTS_STATE} !== 'pending'`);
    // Code that hydration itself asks for (the split chunks, components/split-code.tsx) is requested only
    // once the page's chunks have run; on a busy machine that can come after another quiet half second.
    await page.waitForFunction(`document.documentElement.dataset.hasHydrated === 'true'`);
  }
  await network.quiet();
  const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== undefined);
  return { status: response?.status() ?? 0, resources };
}
