import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';
import { createStaticServer } from './server';

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, '_next'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(100)}`);
  writeFileSync(join(dir, '_next', 'a.js'), 'console.log(1);'.repeat(100));
  writeFileSync(join(dir, 'tiny.css'), 'a{}');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(1000));
  return dir;
}

function get(
  port: number,
  path: string,
  encoding: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed serving (benchmark server)', () => {
  it('writes .br and .gz siblings for text files, not for binaries or tiny files', () => {
    const dir = site();
    expect(precompress(dir)).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, '_next', 'a.js.gz'))).toString()).toBe('console.log(1);'.repeat(100));
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain('<p>hello</p>');
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false);
  });

  it('the static server sends the brotli file to a client that accepts it, and plain files otherwise', async () => {
    const dir = site();
    precompress(dir);
    const server = createStaticServer({ dir });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const br = await get(port, '/_next/a.js', 'br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1);'.repeat(100));
      const plain = await get(port, '/_next/a.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('console.log(1);'.repeat(100));
    } finally {
      server.close();
    }
  });
});
