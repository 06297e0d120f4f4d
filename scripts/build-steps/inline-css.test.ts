import { describe, expect, it } from 'vitest';
import { BASE_URL_BANNER_ID } from '../../lib/head-scripts/inline-scripts';
import { disabledLink, inlinedText, inlineStylesheets } from './inline-css';

const page = (links: string) =>
  `<!DOCTYPE html><html><head>${links}<title>T</title></head><body><p>x</p></body></html>`;
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
    const body = `<html><head>${link('/a.css')}</head><body>${link('/a.css')}</body></html>`;
    const { html } = inlineStylesheets(body, () => '.a::after{content:"</style>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.slice(html.indexOf('<body>'))).toContain(link('/a.css'));
  });
});

describe('inlinedText', () => {
  it("leaves the wrong-base-URL banner's hiding rule in the file only: a copy in the page would always hide it", () => {
    const css = `.a{color:red}#${BASE_URL_BANNER_ID}{display:none}.b{margin:0}`;
    expect(inlinedText(css)).toBe('.a{color:red}.b{margin:0}');
    expect(inlinedText('.a{color:red}')).toBe('.a{color:red}');
  });
});
