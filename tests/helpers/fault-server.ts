// The static server (scripts/server/server.ts) on a fixture site with hostile neighbours (a secret file beside
// the site folder, symbolic links out of it, into loops, dangling), for its fault and fuzz tests. Loopback only.
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { createStaticServer } from '../../scripts/server/server';
import { fixtureTree } from './fixture-tree';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Writes the fixture site and starts the server on it before the file's tests; stops and removes both after. */
export function faultServer() {
  const KB = 'k'.repeat(1000);
  const root = fixtureTree({
    'out/index.html': '<p>HOME</p>',
    'out/404.html': 'NOT FOUND PAGE',
    'out/quickstart/installation.html': 'INSTALL',
    'out/data.txt': KB,
    'out/_next/static/app.js': 'console.log(1);'.repeat(40),
    'out/changing.html': 'x'.repeat(1000),
    'secret.txt': 'SECRET',
  });
  const out = join(root, 'out');
  writeFileSync(join(out, '_next/static/app.js.br'), brotliCompressSync('console.log(1);'.repeat(40)));
  writeFileSync(join(out, '_next/static/app.js.gz'), gzipSync('console.log(1);'.repeat(40)));
  writeFileSync(join(out, 'big.txt'), 'b'.repeat(8 * 1024 * 1024));
  symlinkSync(join(root, 'secret.txt'), join(out, 'passwd.txt'));
  symlinkSync('/etc', join(out, 'etc'));
  symlinkSync(join(out, 'missing.txt'), join(out, 'dangling.txt'));
  symlinkSync('..', join(out, 'loop'));
  symlinkSync(join(out, 'b-link'), join(out, 'a-link'));
  symlinkSync(join(out, 'a-link'), join(out, 'b-link'));
  symlinkSync(join(out, 'quickstart/installation.html'), join(out, 'alias.html'));

  let server: Server;
  let port: number;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = createStaticServer({ dir: out, warn: (m) => warnings.push(m) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** A request written byte for byte on a socket (for paths an HTTP client would refuse or rewrite); resolves with the status line. */
  function raw(requestLine: string, extra = ''): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (c) => (data += c.toString('latin1')));
      socket.on('end', () => resolve(data.split('\r\n')[0]));
      socket.on('error', () => resolve(data.split('\r\n')[0] ?? ''));
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`);
    });
  }

  async function alive(): Promise<void> {
    expect((await get('/quickstart/installation')).body.toString()).toBe('INSTALL');
  }

  return { KB, out, warnings, port: () => port, get, raw, alive };
}
