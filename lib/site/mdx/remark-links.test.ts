import { describe, expect, it } from 'vitest';
import { parseGuide } from './document';
import { resolveLink, type LinkOptions } from './remark-links';

/** Routes of the docs, by file id: the Docusaurus fixture's layout (tests/fixtures/docusaurus/docs). */
const ROUTES = new Map([
  ['index', '/'],
  ['guides/03-symbols', '/guides/symbols'],
  ['guides/01-tabs', '/guides/tabs'],
  ['reference/options', '/reference/options'],
]);
const options = (docId: string): LinkOptions => ({ docId, routeOfDoc: (id) => ROUTES.get(id) });

describe('resolveLink, as Docusaurus resolves file links', () => {
  it("resolves a relative file link from the doc's own folder first", () => {
    expect(resolveLink('./03-symbols.md#x', options('guides/01-tabs'))).toEqual({
      url: '/guides/symbols#x',
      fileRoute: '/guides/symbols',
    });
  });

  it('falls back to the docs root when the doc folder has no such file', () => {
    expect(resolveLink('reference/options.md', options('guides/01-tabs'))).toEqual({
      url: '/reference/options',
      fileRoute: '/reference/options',
    });
  });

  it('reads /x.md from the docs root only, and gives fileRoute null for a file that is nowhere', () => {
    expect(resolveLink('/guides/01-tabs.mdx', options('reference/options')).url).toBe('/guides/tabs');
    expect(resolveLink('./gone.md', options('guides/01-tabs'))).toEqual({ url: './gone.md', fileRoute: null });
  });
});

describe('links of a partial', () => {
  it("resolve from the partial's own folder, then from the docs root, once it is put in a page elsewhere", () => {
    const doc = parseGuide(
      "import SeeAlso from './guides/_see-also.mdx';\n\n<SeeAlso />\n",
      'tests/fixtures/docusaurus/docs/index.md',
      options('index'),
    );
    expect(doc.links.map((l) => [l.url, l.fileRoute])).toEqual([
      ['guides/03-symbols.md', '/guides/symbols'],
      ['reference/options.md', '/reference/options'],
    ]);
  });
});
