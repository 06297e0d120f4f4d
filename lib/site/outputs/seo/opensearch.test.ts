import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '../../config/load';
import type { SiteConfig } from '../../config/schema';
import { openSearchLink, openSearchXml } from './opensearch';

/** Elements of an XML document in order, throwing unless every tag is closed in order and attributes are quoted. */
function xmlElements(xml: string): { name: string; attrs: Record<string, string>; text: string }[] {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const stack: string[] = [];
  const out: { name: string; attrs: Record<string, string>; text: string }[] = [];
  const tag = /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = tag.exec(body))) {
    at = tag.lastIndex;
    const [, close, name, attrText, selfClose, text] = m;
    if (text !== undefined) {
      if (text.trim() && !stack.length) throw new Error(`text outside the root: ${text}`);
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bad entity in ${text}`);
      if (text.trim()) out[out.length - 1].text += text;
      continue;
    }
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    const attrs = Object.fromEntries(
      [...attrText.matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1], a[2].replace(/&amp;/g, '&')]),
    );
    out.push({ name, attrs, text: '' });
    if (!selfClose) stack.push(name);
  }
  if (at !== body.length) throw new Error(`not XML at ${at}: ${body.slice(at, at + 40)}`);
  if (stack.length) throw new Error(`unclosed ${stack.join(', ')}`);
  return out;
}

const config = getSiteConfig();
const withSearch = (c: SiteConfig, searchPagePath: string | false): SiteConfig => ({
  ...c,
  themeConfig: { ...c.themeConfig, algolia: { ...c.themeConfig.algolia, searchPagePath } },
});

describe('opensearch.xml', () => {
  it('is well-formed and has the fields of the spec: title, description, UTF-8, favicon, search template, self URL, search form', () => {
    const elements = xmlElements(openSearchXml(config)!);
    const one = (name: string) => elements.filter((e) => e.name === name);
    expect(elements[0]).toMatchObject({
      name: 'OpenSearchDescription',
      attrs: { xmlns: 'http://a9.com/-/spec/opensearch/1.1/' },
    });
    expect(one('ShortName')[0].text).toBe('RA.Aid Documentation');
    expect(one('Description')[0].text).toBe('Search RA.Aid Documentation');
    expect(one('InputEncoding')[0].text).toBe('UTF-8');
    expect(one('Image')[0]).toEqual({
      name: 'Image',
      attrs: { width: '16', height: '16', type: 'image/svg+xml' },
      text: 'https://docs.ra-aid.ai/img/favicon.svg',
    });
    expect(one('Url').map((u) => u.attrs)).toEqual([
      { type: 'text/html', method: 'get', template: 'https://docs.ra-aid.ai/search?q={searchTerms}' },
      { type: 'application/opensearchdescription+xml', rel: 'self', template: 'https://docs.ra-aid.ai/opensearch.xml' },
    ]);
    expect(one('moz:SearchForm')[0].text).toBe('https://docs.ra-aid.ai/');
  });

  it('carries the base path in every URL and escapes the title', () => {
    const xml = openSearchXml({ ...config, baseUrl: '/pr-42/', title: 'Docs & <more>' })!;
    const elements = xmlElements(xml);
    expect(elements.find((e) => e.name === 'ShortName')?.text).toBe('Docs &amp; &lt;more&gt;');
    expect(elements.filter((e) => e.name === 'Url').map((u) => u.attrs.template)).toEqual([
      'https://docs.ra-aid.ai/pr-42/search?q={searchTerms}',
      'https://docs.ra-aid.ai/pr-42/opensearch.xml',
    ]);
    expect(elements.find((e) => e.name === 'Image')?.text).toBe('https://docs.ra-aid.ai/pr-42/img/favicon.svg');
    expect(elements.find((e) => e.name === 'moz:SearchForm')?.text).toBe('https://docs.ra-aid.ai/pr-42/');
  });

  it('has no Image without a favicon, and uses the configured search page path', () => {
    const xml = openSearchXml(withSearch({ ...config, favicon: undefined }, 'find'))!;
    expect(xml).not.toContain('<Image');
    expect(xmlElements(xml).find((e) => e.name === 'Url')?.attrs.template).toBe(
      'https://docs.ra-aid.ai/find?q={searchTerms}',
    );
  });

  it('does not exist, and no head link is emitted, when the search page is turned off', () => {
    const off = withSearch(config, false);
    expect(openSearchXml(off)).toBeNull();
    expect(openSearchLink(off)).toBeNull();
  });

  it('is announced by a head link with the site title and the base path', () => {
    expect(openSearchLink({ ...config, baseUrl: '/pr-42/' })).toEqual({
      type: 'application/opensearchdescription+xml',
      title: 'RA.Aid Documentation',
      href: '/pr-42/opensearch.xml',
    });
  });
});
