// Fault tests of the static server: hostile requests, symbolic links, files that change or vanish under it.
// Every request goes to 127.0.0.1 only (the fuzz and load tests are in ./server-fuzz.test.ts).
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { faultServer } from '../../tests/helpers/fault-server';

const { KB, out, warnings, port, get, raw, alive } = faultServer();

describe('Range requests', () => {
  it('answers a reversed range with 416 and keeps running', async () => {
    const res = await get('/data.txt', { Range: 'bytes=100-50' });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    await alive();
  });

  it('answers a range past the end with 416', async () => {
    expect((await get('/data.txt', { Range: 'bytes=2000-' })).status).toBe(416);
  });

  it('sends the last n bytes for a suffix range', async () => {
    const res = await get('/data.txt', { Range: 'bytes=-50' });
    expect(res.status).toBe(206);
    expect(res.body.length).toBe(50);
    expect(res.headers['content-range']).toBe('bytes 950-999/1000');
  });

  it('sends exactly the bytes of a closed and of an open range', async () => {
    expect((await get('/data.txt', { Range: 'bytes=0-0' })).body.length).toBe(1);
    const open = await get('/data.txt', { Range: 'bytes=990-' });
    expect([open.status, open.body.length, open.headers['content-range']]).toEqual([206, 10, 'bytes 990-999/1000']);
  });

  it('ignores a malformed Range or another unit and sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=', 'bytes=--5', `bytes=${'9'.repeat(400)}-`]) {
      const res = await get('/data.txt', { Range: range });
      expect([range, res.status === 416 ? 416 : res.status, res.status === 200 ? res.body.length : 1000]).toEqual([
        range,
        res.status === 416 ? 416 : 200,
        1000,
      ]);
    }
    await alive();
  });

  it('ignores Range when If-Range names another version of the file', async () => {
    const res = await get('/data.txt', { Range: 'bytes=0-9', 'If-Range': '"not-the-etag"' });
    expect([res.status, res.body.length]).toEqual([200, 1000]);
  });
});

describe('conditional requests', () => {
  it('answers 304 to a matching ETag, to a list holding it, and to *', async () => {
    const { headers } = await get('/quickstart/installation');
    const etag = String(headers.etag);
    expect(etag).toMatch(/^W\/"|^"/);
    for (const value of [etag, `"other", ${etag}`, '*'])
      expect((await get('/quickstart/installation', { 'If-None-Match': value })).status).toBe(304);
    expect((await get('/quickstart/installation', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers If-Modified-Since with 304 when the file is not newer, 200 when it is', async () => {
    const { headers } = await get('/quickstart/installation');
    expect(headers['last-modified']).toBeDefined();
    expect(
      (await get('/quickstart/installation', { 'If-Modified-Since': String(headers['last-modified']) })).status,
    ).toBe(304);
    expect((await get('/quickstart/installation', { 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(
      200,
    );
  });
});

describe('paths', () => {
  it('decodes a path once: %2571 stays a literal "%71", not "q"', async () => {
    expect((await get('/%2571uickstart/installation')).status).toBe(404);
    expect((await get('/%71uickstart/installation')).body.toString()).toBe('INSTALL');
  });

  it('never serves a file outside the site folder, whatever the encoding', async () => {
    const paths = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/%252e%252e/secret.txt',
      '/quickstart/..%2f..%2fsecret.txt',
      '//../secret.txt',
      '/./../secret.txt',
    ];
    for (const path of paths) {
      const line = await raw(`GET ${path} HTTP/1.1`);
      expect(line, path).toMatch(/^HTTP\/1\.1 (400|404) /);
    }
    for (const path of ['/passwd.txt', '/etc/passwd', '/etc/hostname', '/loop/secret.txt']) {
      const res = await get(path);
      expect([
        path,
        res.status,
        res.body.toString().includes('SECRET') || res.body.toString().includes('root:'),
      ]).toEqual([path, 404, false]);
    }
  });

  it('answers a NUL byte with 400 and a 64 KB path with a 4xx, and keeps running', async () => {
    expect(await raw('GET /index%00.html HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`GET /${'a'.repeat(64 * 1024)} HTTP/1.1`)).toMatch(/^HTTP\/1\.1 4\d\d /);
    await alive();
  });

  it('answers GET and HEAD; every other method gets 405 with Allow', async () => {
    const head = await get('/quickstart/installation', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, '7']);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const res = await get('/quickstart/installation', {}, method);
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    expect(await raw('CONNECT 127.0.0.1:22 HTTP/1.1')).not.toMatch(/^HTTP\/1\.1 200/);
    expect(await raw('BREW /pot HTTP/1.1')).toMatch(/^HTTP\/1\.1 (400|405) |^$/);
    await alive();
  });
});

describe('symbolic links', () => {
  it('serves a link to a file inside the site, and nothing for links that leave it, dangle or loop', async () => {
    expect((await get('/alias')).body.toString()).toBe('INSTALL');
    for (const path of ['/dangling.txt', '/a-link', '/passwd.txt']) expect((await get(path)).status).toBe(404);
  });

  it('warns once at start-up for each link it will not serve', () => {
    expect(warnings.sort()).toEqual([
      expect.stringMatching(/^Not serving the link a-link: it is a loop\.$/),
      expect.stringMatching(/^Not serving the link b-link: it is a loop\.$/),
      expect.stringMatching(/^Not serving the link dangling\.txt: its target does not exist\.$/),
      expect.stringMatching(/^Not serving the link etc: it points outside the site folder/),
      expect.stringMatching(/^Not serving the link loop: it points outside the site folder/),
      expect.stringMatching(/^Not serving the link passwd\.txt: it points outside the site folder/),
    ]);
  });
});

describe('files that change under a running server', () => {
  it('sends the current length and validators after a file is rewritten (a rebuild)', async () => {
    const before = await get('/changing');
    expect(before.body.length).toBe(1000);
    writeFileSync(join(out, 'changing.html'), 'short');
    const after = await get('/changing');
    expect([after.status, after.headers['content-length'], after.body.toString()]).toEqual([200, '5', 'short']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/changing', { 'If-None-Match': String(before.headers.etag) })).status).toBe(200);
  });

  it('answers 404 for a file deleted after start-up, and survives a file deleted while it streams', async () => {
    const path = join(out, 'gone.html');
    writeFileSync(path, 'soon gone');
    expect((await get('/gone')).status).toBe(200);
    unlinkSync(path);
    expect((await get('/gone')).status).toBe(404);

    const streaming = new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: port(), path: '/big.txt' }, (res) => {
        let bytes = 0;
        let first = true;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (first) {
            first = false;
            unlinkSync(join(out, 'big.txt'));
          }
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(await streaming).toBe(8 * 1024 * 1024);
    expect((await get('/big.txt')).status).toBe(404);
    await alive();
  });

  it('serves a folder that appears after start-up', async () => {
    mkdirSync(join(out, 'later'));
    writeFileSync(join(out, 'later/page.html'), 'LATER');
    expect((await get('/later/page')).body.toString()).toBe('LATER');
  });
});

describe('headers', () => {
  it('sends a precompressed sibling the client accepts, with Vary; identity otherwise', async () => {
    const br = await get('/_next/static/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-type']]).toEqual([
      'br',
      'Accept-Encoding',
      'text/javascript; charset=utf-8',
    ]);
    const gz = await get('/_next/static/app.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/_next/static/app.js', { 'Accept-Encoding': 'identity' });
    expect([plain.headers['content-encoding'], plain.headers.vary, plain.body.toString()]).toEqual([
      undefined,
      'Accept-Encoding',
      'console.log(1);'.repeat(40),
    ]);
  });

  it('compresses a text file without a sibling on first request: brotli first, gzip, identity when refused', async () => {
    const br = await get('/data.txt', { 'Accept-Encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-type']]).toEqual([
      'br',
      'Accept-Encoding',
      'text/plain; charset=utf-8',
    ]);
    expect(brotliDecompressSync(br.body).toString()).toBe(KB);
    const gz = await get('/data.txt', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect([gz.headers['content-encoding'], gunzipSync(gz.body).toString()]).toEqual(['gzip', KB]);
    const plain = await get('/data.txt', { 'Accept-Encoding': 'identity' });
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, KB]);
    // Each representation has its own validator, and the compressed one answers conditional requests.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await get('/data.txt', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(br.headers['last-modified']).toBe(plain.headers['last-modified']);
  });

  it('sends a rebuilt file’s new content compressed, and a file under 256 bytes as it is', async () => {
    writeFileSync(join(out, 'rebuilt.html'), 'first '.repeat(100));
    const first = await get('/rebuilt', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe('first '.repeat(100));
    writeFileSync(join(out, 'rebuilt.html'), 'second build '.repeat(100));
    const second = await get('/rebuilt', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(second.body).toString()).toBe('second build '.repeat(100));
    const small = await get('/', { 'Accept-Encoding': 'br, gzip' });
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, '<p>HOME</p>']);
  });

  it('caches hashed assets for a year and makes pages revalidate; security headers on every answer', async () => {
    expect((await get('/_next/static/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/quickstart/installation')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    for (const path of ['/quickstart/installation', '/no-such-page']) {
      const { headers } = await get(path);
      expect([headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([
        'nosniff',
        'strict-origin-when-cross-origin',
        'SAMEORIGIN',
      ]);
    }
  });
});
