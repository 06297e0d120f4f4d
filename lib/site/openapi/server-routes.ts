import { dirname, join } from 'node:path';

/** RA.Aid's server operations, listed beside an OpenAPI file (tests/content-facts/server-routes.ts reads the list). */
export function serverRoutesFile(openapiFile: string): string {
  return join(dirname(openapiFile), 'server-routes.yaml');
}
