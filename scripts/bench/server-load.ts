// npm run bench, part `server`: the same bounded load against this site's server and against serve-handler (the handler
// of Vercel's `serve`), over the same precompressed copy of out/.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import handler from 'serve-handler';
import type { ServerLoadResult } from './lib/results';
import { createStaticServer } from '../server/server';

const PATHS = [
  '/',
  '/quickstart/installation',
  '/next/configuration/ollama',
  '/api/spawn-agent-v-1-spawn-agent-post',
  '/quickstart/installation.md',
  '/search-index.json',
  '/no-such-page',
];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function load(name: string, server: Server, seconds: number): Promise<ServerLoadResult> {
  const origin = await listen(server);
  try {
    const result = await autocannon({
      url: origin,
      connections: 50,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    });
    return {
      server: name,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

/** Both servers under the same load; `dir` is the precompressed copy the other bench parts serve. */
export async function serverLoad(dir: string, seconds = 20): Promise<ServerLoadResult[]> {
  const ours = createStaticServer({ dir: resolve(dir), warn: () => {} });
  const theirs = createServer((req, res) => void handler(req, res, { public: resolve(dir), cleanUrls: true }));
  return [
    await load('this site (scripts/server/server.ts, send)', ours, seconds),
    await load('serve-handler 6 (Vercel serve)', theirs, seconds),
  ];
}
