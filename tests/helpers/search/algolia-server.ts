import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalEngine } from '../../../lib/shared/search/engine/local-engine';
import type { SearchParams, SearchRecord } from '../../../lib/shared/search/types';

/** One request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An index written through the server's write endpoints. */
export interface StoredIndex {
  settings: Record<string, unknown>;
  objects: Record<string, unknown>[];
}

export interface AlgoliaTestServer {
  port: number;
  host: string;
  requests: ReceivedRequest[];
  /** Indices created by setSettings / batch / operation (copy, move). */
  indices: Map<string, StoredIndex>;
  close(): Promise<void>;
}

export interface ServerOptions {
  appId: string;
  apiKey: string;
  records: readonly SearchRecord[];
  /** Key accepted for write requests (settings, batch, copy/move, delete). */
  adminKey?: string;
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
  const indices = new Map<string, StoredIndex>();
  let taskID = 0;
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
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      requests.push(received);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(payload));
      };
      if (options.failWith) return send(options.failWith, { message: 'Service unavailable', status: options.failWith });
      const key = credentials(received, 'x-algolia-api-key');
      if (
        credentials(received, 'x-algolia-application-id') !== options.appId ||
        (key !== options.apiKey && key !== options.adminKey)
      ) {
        return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
      }
      if (received.path !== '/1/indexes/*/queries') {
        if (key !== options.adminKey)
          return send(403, { message: 'Method not allowed with this API key', status: 403 });
        const written = write(req.method ?? '', received.path, body);
        return written ? send(200, written) : send(404, { message: 'Not found', status: 404 });
      }
      const queries =
        (body as { requests?: (SearchParams & { indexName: string; params?: string })[] })?.requests ?? [];
      send(200, {
        results: queries.map(({ indexName, params, ...rest }) => {
          const fromString =
            typeof params === 'string' ? (Object.fromEntries(new URLSearchParams(params)) as SearchParams) : {};
          return engine.search({ ...fromString, ...rest }, indexName);
        }),
      });
    });
  });
  /** The write endpoints `npm run search:upload` uses; every task is published at once. */
  function write(method: string, path: string, body: unknown): Record<string, unknown> | null {
    const m = /^\/1\/indexes\/([^/]+)(\/.*)?$/.exec(path);
    if (!m) return null;
    const [, name, rest = ''] = m;
    const index = () => {
      if (!indices.has(name)) indices.set(name, { settings: {}, objects: [] });
      return indices.get(name)!;
    };
    const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });
    if (method === 'PUT' && rest === '/settings') {
      index().settings = { ...(body as Record<string, unknown>) };
      return task();
    }
    if (method === 'POST' && rest === '/batch') {
      const batch = (body as { requests: { action: string; body: Record<string, unknown> }[] }).requests;
      index().objects.push(...batch.filter((r) => r.action === 'addObject').map((r) => r.body));
      return { ...task(), objectIDs: batch.map((r) => r.body.objectID) };
    }
    if (method === 'POST' && rest === '/operation') {
      const op = body as { operation: 'copy' | 'move'; destination: string; scope?: string[] };
      const from = indices.get(name) ?? { settings: {}, objects: [] };
      if (op.operation === 'copy') {
        const to = indices.get(op.destination) ?? { settings: {}, objects: [] };
        indices.set(op.destination, {
          settings: { ...from.settings },
          objects: op.scope ? to.objects : [...from.objects],
        });
      } else {
        indices.set(op.destination, from);
        indices.delete(name);
      }
      return task();
    }
    if (method === 'GET' && /^\/task\/\d+$/.test(rest)) return { status: 'published', pendingTask: false };
    if (method === 'DELETE' && rest === '') {
      indices.delete(name);
      return task();
    }
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    requests,
    indices,
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
