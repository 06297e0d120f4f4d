import { describe, expect, it } from 'vitest';
import { gzipSize, pageWeight, type LoadedResource } from './weight';

const res = (url: string, resourceType: string, body: string, transferBytes = 0): LoadedResource => ({
  url,
  resourceType,
  status: 200,
  transferBytes,
  body: Buffer.from(body),
});

describe('page weight', () => {
  it('splits JS, CSS and HTML and counts every request and the bytes on the wire', () => {
    const js = 'function a(){return 1}'.repeat(50);
    const w = pageWeight([
      res('http://h/', 'document', '<html></html>', 300),
      res('http://h/_next/static/chunks/a.js', 'script', js, 200),
      res('http://h/_next/static/chunks/b.css', 'stylesheet', 'body{color:red}', 100),
      res('http://h/__next._tree.txt', 'fetch', 'x', 50),
    ]);
    expect(w.requests).toBe(4);
    expect(w.transferBytes).toBe(650);
    expect(w.js).toEqual({ count: 1, raw: js.length, gzip: gzipSize(js) });
    expect(w.css.count).toBe(1);
    expect(w.html.count).toBe(1);
    expect(w.scripts).toEqual([{ url: 'http://h/_next/static/chunks/a.js', gzip: gzipSize(js) }]);
  });

  it('gzipped sizes are smaller than raw for repetitive code', () => {
    const body = 'const x = 1;\n'.repeat(1000);
    expect(gzipSize(body)).toBeLessThan(body.length / 10);
  });

  it('a fetched .js file counts as JS even when the browser calls it something else', () => {
    expect(pageWeight([res('http://h/x.js', 'other', 'var a')]).js.count).toBe(1);
  });

  it("a document's inline <style> elements count as CSS (and stay in the document's HTML bytes)", () => {
    const html = '<html><head><style data-href="/a.css">.a{color:red}</style><style>.b{}</style></head></html>';
    const w = pageWeight([res('http://h/', 'document', html)]);
    expect(w.css).toEqual({
      count: 2,
      raw: '.a{color:red}'.length + '.b{}'.length,
      gzip: gzipSize('.a{color:red}') + gzipSize('.b{}'),
    });
    expect(w.html.raw).toBe(html.length);
  });
});
