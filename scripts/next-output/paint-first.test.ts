import { describe, expect, it } from 'vitest';
import { loaderScript, loadsBeforePaint, paintFirst } from './paint-first';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><article><p>Text</p></article>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '</body></html>',
].join('');

/** The two arrays the loader was given, read back from its call. */
function loaderArgs(html: string): { scripts: string[]; preloads: string[] } {
  const match = /\}\)\((\[[^\]]*\]),(\[[^\]]*\])\)<\/script>/.exec(html);
  if (!match) throw new Error('no loader in the page');
  return { scripts: JSON.parse(match[1]), preloads: JSON.parse(match[2]) };
}

describe('paintFirst', () => {
  it("replaces every async chunk script of the page, head and body, with one loader in the head's first script place", () => {
    const { html, chunks } = paintFirst(page);
    expect(chunks).toBe(3);
    expect(html).not.toContain('async=""');
    expect(loaderArgs(html).scripts).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
      '/_next/static/chunks/late.js',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('(function(s,p)')).toBeGreaterThan(head.indexOf('a.css'));
    expect(head.indexOf('(function(s,p)')).toBeLessThan(head.indexOf('dataset.theme'));
  });

  it('drops script preloads (the loader adds those not already loaded as scripts) and keeps every other tag', () => {
    const { html } = paintFirst(page.replace('late.js"/>', 'later.js"/>'));
    expect(html).not.toContain('rel="preload" as="script"');
    expect(loaderArgs(html).preloads).toEqual(['/_next/static/chunks/later.js']);
    for (const kept of ['a.css', 'dataset.theme', 'noModule', '__next_f', '<p>Text</p>']) expect(html).toContain(kept);
  });

  it('leaves a page without async scripts (a redirect page, a plain HTML file) unchanged', () => {
    const plain = '<html><head><script>location.replace("/a")</script></head><body></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, chunks: 0 });
  });
});

describe('loaderScript', () => {
  it('is one inline script that parses as JavaScript and cannot close its own tag', () => {
    const tag = loaderScript(['/a.js?x=</script>'], ['/b.js?</script>']);
    const code = tag.slice('<script>'.length, -'</script>'.length);
    expect(code).not.toContain('</');
    expect(() => new Function(code)).not.toThrow();
  });
});

describe('loadsBeforePaint (the check of the build that every page was rewritten)', () => {
  it('finds nothing left in a rewritten page, a page without chunks, or one whose only chunk is a noModule script', () => {
    expect(loadsBeforePaint(paintFirst(page).html)).toEqual([]);
    expect(loadsBeforePaint('<html><head><script>location.replace("/a")</script></head></html>')).toEqual([]);
    const polyfill = '<html><head><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head></html>';
    expect(loadsBeforePaint(polyfill)).toEqual([]);
  });

  it('names the chunk script of a page paintFirst cannot read (attributes in another order), which it leaves as it was', () => {
    const other = page.replaceAll(/<script src="([^"]+)" async=""><\/script>/g, '<script async="" src="$1"></script>');
    expect(paintFirst(other).html).toBe(other);
    expect(loadsBeforePaint(paintFirst(other).html)).toEqual([
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
      '<script async="" src="/_next/static/chunks/one.js">',
      '<script async="" src="/_next/static/chunks/turbopack-two.js">',
      '<script async="" src="/_next/static/chunks/late.js">',
      'no paint-first loader',
    ]);
  });

  it('names a chunk tag left beside the loader: a module preload, a script with a bare async attribute', () => {
    const extra = page.replace(
      '</head>',
      '<link rel="modulepreload" href="/docs/_next/static/chunks/m.js"/><script src="/_next/static/chunks/b.js" async></script></head>',
    );
    expect(loadsBeforePaint(paintFirst(extra).html)).toEqual([
      '<link rel="modulepreload" href="/docs/_next/static/chunks/m.js"/>',
      '<script src="/_next/static/chunks/b.js" async>',
    ]);
  });

  it('finds a page whose chunks are referenced but not loaded by any tag it knows, and has no loader', () => {
    const asModule = '<html><head><script type="module">import "/_next/static/chunks/a.js"</script></head></html>';
    expect(loadsBeforePaint(asModule)).toEqual(['no paint-first loader']);
  });
});
