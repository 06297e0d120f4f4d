import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalEngine } from '../local-engine';
import type { SearchParams, SearchRecord } from '../types';

/** One request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface AlgoliaTestServer {
  port: number;
  host: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export interface ServerOptions {
  appId: string;
  apiKey: string;
  records: readonly SearchRecord[];
  /** Answer every request with this status instead (e.g. 503 to play a failing host). */
  failWith?: number;
}

function credentials(req: ReceivedRequest, name: string): string | undefined {
  const header = req.headers[name];
  return (typeof header === 'string' ? header : undefined) ?? req.query[name];
}

/**
 * A local HTTP server on 127.0.0.1 that speaks Algolia's multi-query protocol
 * (`POST /1/indexes/*\/queries`, credentials in headers or query parameters, body `{requests: […]}`),
 * answering from records with the local engine. Unknown paths are 404, wrong credentials 403.
 */
export async function startAlgoliaServer(options: ServerOptions): Promise<AlgoliaTestServer> {
  const engine = new LocalEngine(options.records);
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      const received: ReceivedRequest = { method: req.method ?? '', path: decodeURIComponent(url.pathname), query: Object.fromEntries(url.searchParams), headers: req.headers, body };
      requests.push(received);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(payload));
      };
      if (options.failWith) return send(options.failWith, { message: 'Service unavailable', status: options.failWith });
      if (req.method !== 'POST' || received.path !== '/1/indexes/*/queries') return send(404, { message: 'Not found', status: 404 });
      if (credentials(received, 'x-algolia-application-id') !== options.appId || credentials(received, 'x-algolia-api-key') !== options.apiKey) {
        return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
      }
      const queries = (body as { requests?: (SearchParams & { indexName: string; params?: string })[] })?.requests ?? [];
      send(200, {
        results: queries.map(({ indexName, params, ...rest }) => {
          const fromString = typeof params === 'string' ? (Object.fromEntries(new URLSearchParams(params)) as SearchParams) : {};
          return engine.search({ ...fromString, ...rest }, indexName);
        }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A 127.0.0.1 port nothing listens on (connections are refused). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
