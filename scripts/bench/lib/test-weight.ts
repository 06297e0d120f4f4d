import type { RouteWeight } from './results';

/** A route's page weight for the report tests: `js` gzipped bytes of JS, fixed CSS and HTML. */
export function routeWeight(
  route: string,
  js: number,
  { requests = 10, transferBytes = 1000 }: { requests?: number; transferBytes?: number } = {},
): RouteWeight {
  return {
    route,
    status: 200,
    requests,
    transferBytes,
    js: { count: 3, raw: js * 3, gzip: js },
    css: { count: 1, raw: 1000, gzip: 500 },
    html: { count: 1, raw: 1000, gzip: 400 },
  };
}
