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
