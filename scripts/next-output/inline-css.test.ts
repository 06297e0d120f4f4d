import { describe, expect, it } from 'vitest';
import { BASE_URL_BANNER_ID, DEFERRED_STYLESHEETS } from '../../lib/head-scripts/inline-scripts';
import { appliesTo, deferredLink, disabledLink, inlinedText, inlineStylesheets, pageClasses } from './inline-css';

const page = (links: string) =>
  `<!DOCTYPE html><html><head>${links}<title>T</title></head><body><p class="a b">x</p></body></html>`;
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

describe('inlineStylesheets', () => {
  it("puts each stylesheet's text in a <style>, followed by a script that adds its link disabled (never fetched)", () => {
    const files: Record<string, string> = {
      '/_next/static/chunks/a.css': '.a{color:red}',
      '/_next/static/chunks/b.css': '.b{}',
    };
    const { html, inlined } = inlineStylesheets(
      page(`${link('/_next/static/chunks/a.css')}${link('/_next/static/chunks/b.css')}`),
      (href) => files[href] ?? null,
    );
    expect(inlined).toBe(2);
    expect(html).toContain(
      `<style data-href="/_next/static/chunks/a.css">.a{color:red}</style>${disabledLink('/_next/static/chunks/a.css', 'next')}`,
    );
    expect(html.indexOf('.a{color:red}')).toBeLessThan(html.indexOf('.b{}'));
    // No link left in the HTML itself: a parser-inserted disabled link was fetched anyway by Chromium 150.
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it("the link's script sets `disabled` before `href`, with the attribute values decoded, and adds it to the head", () => {
    const steps: string[] = [];
    const added: unknown[] = [];
    const element = {
      set rel(value: string) {
        steps.push(`rel=${value}`);
      },
      set disabled(value: boolean) {
        steps.push(`disabled=${value}`);
      },
      set href(value: string) {
        steps.push(`href=${value}`);
      },
      setAttribute: (name: string, value: string) => steps.push(`${name}=${value}`),
    };
    const fakeDocument = { createElement: () => element, head: { appendChild: (node: unknown) => added.push(node) } };
    const script = disabledLink('/docs/_next/static/chunks/a.css?v=1&amp;x=&quot;&lt;/script&gt;', 'next');
    const body = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    expect(body).not.toContain('<');
    new Function('document', body)(fakeDocument);
    expect(steps).toEqual([
      'rel=stylesheet',
      'disabled=true',
      'data-precedence=next',
      'href=/docs/_next/static/chunks/a.css?v=1&x="</script>',
    ]);
    expect(added).toEqual([element]);
  });

  it('leaves linked a stylesheet it cannot read or that refers to other files with url()', () => {
    const original = page(`${link('/x.css')}${link('/_next/static/chunks/font.css')}`);
    const { html, inlined } = inlineStylesheets(original, (href) =>
      href === '/x.css' ? null : "@font-face{src:url('./f.woff2')}",
    );
    expect(inlined).toBe(0);
    expect(html).toBe(original);
  });

  it('cannot end its <style> early, and leaves stylesheets in the body alone', () => {
    const body = `<html><head>${link('/a.css')}</head><body class="a">${link('/a.css')}</body></html>`;
    const { html } = inlineStylesheets(body, () => '.a::after{content:"</style>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.slice(html.indexOf('<body'))).toContain(link('/a.css'));
  });
});

describe('stylesheets the page cannot use', () => {
  it('links a stylesheet none of whose rules can match the page by a script, enabled, instead of inlining it', () => {
    const files: Record<string, string> = {
      '/_next/static/chunks/site.css': ':root{--x:1}.a{color:red}',
      '/_next/static/chunks/api.css': '.api-operation{display:grid}.api-params td{padding:0}',
    };
    const { html, inlined, deferred } = inlineStylesheets(
      page(`${link('/_next/static/chunks/site.css')}${link('/_next/static/chunks/api.css')}`),
      (href) => files[href] ?? null,
    );
    expect([inlined, deferred]).toEqual([1, 1]);
    expect(html).toContain('<style data-href="/_next/static/chunks/site.css">');
    expect(html).not.toContain('.api-operation');
    expect(html).toContain(deferredLink('/_next/static/chunks/api.css', 'next'));
    // In document order: the site's stylesheet, then the deferred one, as Next linked them.
    expect(html.indexOf('site.css')).toBeLessThan(html.indexOf('api.css'));
  });

  it("hands such a stylesheet to the script loader's list (decoded), and never links it itself", () => {
    const script = deferredLink('/docs/_next/static/chunks/api.css?v=1&amp;x=&lt;/script&gt;', 'next');
    const body = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    expect(body).not.toContain('<');
    expect(body).not.toContain('createElement');
    const self: Record<string, unknown> = { [DEFERRED_STYLESHEETS]: [['/first.css', 'next']] };
    new Function('self', body)(self);
    new Function('self', body)(self);
    expect(self[DEFERRED_STYLESHEETS]).toEqual([
      ['/first.css', 'next'],
      ['/docs/_next/static/chunks/api.css?v=1&x=</script>', 'next'],
      ['/docs/_next/static/chunks/api.css?v=1&x=</script>', 'next'],
    ]);
  });

  it('inlines a stylesheet when any selector may match: all its classes on the page, or none named', () => {
    const classes = pageClasses('<div class="api-operation  x"><p class="y">t</p></div><span class=""></span>');
    expect([...classes].sort()).toEqual(['', 'api-operation', 'x', 'y']);
    expect(appliesTo('.api-params td{a:b}.api-operation .x{a:b}', classes)).toBe(true);
    expect(appliesTo('.api-params td{a:b}.api-params .x{a:b}', classes)).toBe(false);
    // Any selector of a list is enough.
    expect(appliesTo('.nope,.y{a:b}', classes)).toBe(true);
    // Selectors without a class (elements, :root) and @-rules with blocks of their own count as matching.
    expect(appliesTo('.nope{a:b}p{a:b}', classes)).toBe(true);
    expect(appliesTo('@font-face{font-family:f}', classes)).toBe(true);
    expect(appliesTo('@keyframes k{from{a:b}to{a:c}}', classes)).toBe(true);
    // Rules inside @media are read like the others.
    expect(appliesTo('@media (min-width:1200px){.nope{a:b}}', classes)).toBe(false);
    expect(appliesTo('@media (min-width:1200px){.y .x{a:b}}', classes)).toBe(true);
    // A class inside :not() or another function is not required; strings and comments are no selectors.
    expect(appliesTo('.y:not(.nope){a:b}', classes)).toBe(true);
    expect(appliesTo('.nope:is(.y){a:b}', classes)).toBe(false);
    expect(appliesTo('/* .y{ */.nope::before{content:".y{"}', classes)).toBe(false);
    // An escaped class name is not read: it counts as matching.
    expect(appliesTo('.sm\\:p-0{a:b}', classes)).toBe(true);
  });
});

describe('inlinedText', () => {
  it("leaves the wrong-base-URL banner's hiding rule in the file only: a copy in the page would always hide it", () => {
    const css = `.a{color:red}#${BASE_URL_BANNER_ID}{display:none}.b{margin:0}`;
    expect(inlinedText(css)).toBe('.a{color:red}.b{margin:0}');
    expect(inlinedText('.a{color:red}')).toBe('.a{color:red}');
  });
});
