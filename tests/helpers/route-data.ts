import type { Page } from '@playwright/test';

/** Route-data requests (prefetch segments and navigation payloads) for one route, by path, as they start. */
export function routeDataRequests(page: Page, route: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if ((path.startsWith(`${route}/__next`) || path === `${route}.txt`) && r.resourceType() !== 'document')
      seen.push(path);
  });
  return seen;
}
