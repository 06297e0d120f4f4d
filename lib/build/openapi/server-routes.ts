import { dirname, join } from 'node:path';

/** The list of RA.Aid's server operations kept beside an OpenAPI file (tests/content-facts/server-routes.ts reads it). */
export function serverRoutesFile(openapiFile: string): string {
  return join(dirname(openapiFile), 'server-routes.yaml');
}
