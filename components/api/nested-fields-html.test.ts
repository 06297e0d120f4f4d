import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '@/lib/shared/openapi-types';
import type { NestedFieldsView } from '@/lib/site/types';
import { foldsOfPart, schemaView, shownSchema, withLazyFolds } from '@/lib/site/tasks';
import { nestedFieldsIndexHtml, nestedFieldsPartHtml, type PartsFrame } from './nested-fields-html';

const fields = (n: number): Record<string, SchemaObject> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }]));
// Three large folds of 50 fields (51 nodes on a part): two share the first part, the third has the second.
const fold = (): SchemaObject => ({ type: 'object', properties: fields(50) });
const body: SchemaObject = { type: 'object', properties: { a: fold(), b: fold(), c: fold() } };
const first = '/docs/nested-fields/api/pay';
const { media, parts } = withLazyFolds(
  {
    'request-body': [{ id: 'r', types: ['application/json'], schema: shownSchema(schemaView(body, {})), examples: [] }],
  },
  first,
);
const view: NestedFieldsView = {
  title: 'Pay',
  route: '/api/pay',
  sections: [{ kind: 'request-body', id: 'request-body', level: 2, text: 'Request body' } as never],
  media,
  rendered: { markdown: {}, inline: {}, code: {}, links: { baseUrl: '/docs/', trailingSlash: false } },
  parts,
};
const frame: PartsFrame = {
  titleOf: (title) => `${title} | RA.Aid`,
  lang: 'en',
  theme: 'dark',
  stylesheet: '/docs/nested-fields.css',
};

describe('a nested-fields part as a plain HTML file', () => {
  const part = (n: number) =>
    nestedFieldsPartHtml(frame, {
      view,
      operationHref: '/docs/api/pay',
      first,
      part: { number: n, of: parts },
      folds: foldsOfPart(media, n).folds,
    });

  it('is a whole document: language, title, noindex and the parts stylesheet, no script', () => {
    const html = part(1);
    expect(parts).toBe(2);
    expect(html).toMatch(/^<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Nested fields (part 1 of 2): Pay | RA.Aid</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="stylesheet" href="/docs/nested-fields.css">');
    expect(html).not.toContain('<script');
  });

  it('holds each fold under its heading, with its fields at their anchors, and links to the other parts by file', () => {
    const html = part(1);
    expect(html).toContain('<a href="/docs/api/pay">Back to Pay</a>');
    expect(html).toContain('<h2 id="fields-of-r-schema-a">Request body <code>application/json</code>: a</h2>');
    expect(html).toContain('<div data-fold-content="r-schema-a"><ul class="schema__props">');
    expect(html).toContain('id="r-schema-a-p49"');
    expect(html).toContain(
      '<nav aria-label="Parts">Parts: <span aria-current="page">1</span>, <a href="/docs/nested-fields/api/pay/2.html">2</a></nav>',
    );
    expect(part(2)).toContain('<a href="/docs/nested-fields/api/pay.html">1</a>');
  });

  it('lists every part of every operation on the index file', () => {
    const html = nestedFieldsIndexHtml(frame, [{ route: '/api/pay', parts: [`${first}.html`, `${first}/2.html`] }]);
    expect(html).toContain(
      '<a href="/docs/nested-fields/api/pay.html">/api/pay</a> (parts <a href="/docs/nested-fields/api/pay.html">1</a>, <a href="/docs/nested-fields/api/pay/2.html">2</a>)',
    );
    expect(nestedFieldsIndexHtml(frame, [])).toContain('No operation of this site has nested schemas large enough');
  });
});
