import type { ApiDocument, ApiOperation, ApiServer } from '../../shared/openapi-types';

/** The servers an operation is sent to: its own, else its path's (both kept on op.servers), else the document's. */
export function operationServers(op: ApiOperation, doc: ApiDocument): ApiServer[] {
  return op.servers?.length ? op.servers : doc.servers;
}

/**
 * A server's URL with variables replaced by `chosen`, else their defaults; undeclared ones stay as written so the
 * reader sees what is left to fill in.
 */
export function serverUrl(server: ApiServer, chosen: Readonly<Record<string, string>> = {}): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => chosen[name] ?? server.variables?.[name]?.default ?? whole);
}

/** The server URL samples and Send start with: the first server's, variables at defaults, no trailing slash. */
export function firstServerUrl(servers: readonly ApiServer[]): string | undefined {
  const first = servers[0];
  return first ? serverUrl(first).replace(/\/+$/, '') : undefined;
}

/** The stand-in address samples call when the file gives no server to call: the pages say it is one. */
export const PLACEHOLDER_SERVER = 'https://api.example.com';

/**
 * Whether the servers give no address a sample or Send could call: none at all, or a first one relative to where the
 * file is served (`/v1`, or OpenAPI's default `/`), which on a docs site means nothing.
 */
export function lacksServer(servers: readonly ApiServer[]): boolean {
  return !servers.length || servers[0].url.startsWith('/') || servers[0].url === '';
}

/** The address the samples call: the first server's, else the placeholder (with a relative server's path). */
export function sampleBaseUrl(servers: readonly ApiServer[]): string {
  const url = firstServerUrl(servers) ?? '';
  return lacksServer(servers) ? `${PLACEHOLDER_SERVER}${url}` : url;
}
