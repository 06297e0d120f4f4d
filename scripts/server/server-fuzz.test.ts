// Fuzz and load tests of the static server: random hostile paths, and a bounded load on loopback.
import { describe, expect, it } from 'vitest';
import { faultServer } from '../../tests/helpers/fault-server';

const { get, raw, alive } = faultServer();

describe('fuzz and load', () => {
  // A small deterministic generator, so a failure names a reproducible path.
  function* randomPaths(seed: number, count: number): Generator<string> {
    const parts = [
      '/',
      '..',
      '.',
      '%2e',
      '%2f',
      '%5c',
      '%00',
      '%',
      '%c0%ae',
      '%ff',
      'quickstart',
      'installation',
      '.html',
      'secret.txt',
      '//',
      '?',
      '#',
      ';',
      '~',
      'é',
      '%25',
      'index',
      'loop',
      'etc',
      'passwd',
    ];
    let x = seed;
    for (let i = 0; i < count; i++) {
      let path = '/';
      const n = 1 + (i % 9);
      for (let j = 0; j < n; j++) {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        path += parts[x % parts.length];
      }
      yield encodeURI(path).replace(/%25/g, '%');
    }
  }

  it('answers 1,500 random hostile paths with 200, 400 or 404, never with a file from outside', async () => {
    for (const path of randomPaths(7, 1500)) {
      const line = await raw(`GET ${path} HTTP/1.1`);
      expect(line, path).toMatch(/^HTTP\/1\.1 (200|400|404) /);
    }
    await alive();
  });

  it('serves 4,000 requests over 50 concurrent connections without an error', async () => {
    const paths = ['/', '/quickstart/installation', '/_next/static/app.js', '/no-such-page', '/data.txt'];
    const expected = [200, 200, 200, 404, 200];
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 4000) {
        const i = next++;
        const res = await get(paths[i % paths.length], { 'Accept-Encoding': 'gzip, br' });
        if (res.status !== expected[i % paths.length]) failures.push(`${paths[i % paths.length]} → ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    expect(failures).toEqual([]);
    await alive();
  }, 60_000);
});
