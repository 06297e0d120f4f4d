import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '@/lib/shared/openapi-types';
import { foldsOfPart, pageSchemas, schemaView, shownSchema, withLazyFolds } from '@/lib/site/tasks';
import { schemaRootAnchor } from '@/lib/shared/schema-anchors';
import { toHtml } from 'hast-util-to-html';
import { foldContentElement } from './schema-html';
import { SchemaView, type LargeFolds } from './schema-view';

/** `n` string properties, `p0`…, and an object with them. */
const fields = (n: number): Record<string, SchemaObject> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }]));
const wide = (n: number): SchemaObject => ({ type: 'object', properties: fields(n) });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const schemas: Record<string, SchemaObject> = {
  Address: { type: 'object', properties: { city: { type: 'string' } } },
};
const rendered = { markdown: {}, inline: {}, code: {}, links: { baseUrl: '/', trailingSlash: false } };

/** One response schema through the page model (lib/site/openapi/schema-view.ts), rendered as the page renders it. */
function render(schema: SchemaObject, large?: LargeFolds, at: string | null = schemaRootAnchor('r')) {
  const node = shownSchema(schemaView(schema, schemas, 'response', pageSchemas(), at ?? undefined));
  return renderToString(createElement(SchemaView, { node, id: 'r', rendered, large }));
}

const twice = { type: 'object', properties: { home: ref('Address'), work: ref('Address') } };
const sameAsLink = (html: string) =>
  html.match(/<div class="schema__extra schema__same-as">Same as <a href="([^"]+)">(.*?)<\/a>/);

describe('SchemaView: a component written above (server render of the page model)', () => {
  it('links a later use to the anchor of its first, which the page has, with link text saying where it goes', () => {
    const html = render(twice);
    expect(html).toContain('id="r-schema-home"');
    expect(html).toContain('id="r-schema-home-city"');
    const link = sameAsLink(html);
    expect(link?.[1]).toBe('#r-schema-home');
    expect(link?.[2].replace(/<[^>]+>/g, '')).toBe('Address at its first use on this page');
  });

  it('leads to the anchor of a first use as an option, or as the schema of other properties', () => {
    const option = render({
      type: 'object',
      properties: { a: { oneOf: [{ type: 'string' }, ref('Address')] }, b: ref('Address') },
    });
    expect(option).toContain('id="r-schema-a-oneOf-1"');
    expect(sameAsLink(option)?.[1]).toBe('#r-schema-a-oneOf-1');
    const other = render({
      type: 'object',
      properties: { byCity: { type: 'object', additionalProperties: ref('Address') }, b: ref('Address') },
    });
    expect(other).toMatch(
      /<div class="schema__extra schema__other" id="r-schema-byCity--other-properties">Other properties: /,
    );
    expect(other).toContain('id="r-schema-byCity--other-properties-city"');
    expect(sameAsLink(other)?.[1]).toBe('#r-schema-byCity--other-properties');
  });

  it("on the nested-fields page, leads to that place on the operation's page", () => {
    const html = render(twice, { load: '/nested-fields/api/get-pet', operation: '/api/get-pet' });
    expect(html).toContain('<a href="/api/get-pet#r-schema-home">');
    expect(html).toContain("at its first use on the operation's page</a>");
  });

  it('says "same as" without a link when the model names no place', () => {
    const html = render(twice, undefined, null);
    expect(html).toContain('above: written in full at its first use on this page.');
    expect(sameAsLink(html)).toBeNull();
  });
});

describe('SchemaView and foldContentElement: large folds load from the part holding them', () => {
  // Three large folds of 40 fields (41 nodes on a part: two fit in one), each with a large fold inside.
  const big = (i: number): SchemaObject => ({ type: 'object', properties: { ...fields(39), [`deep${i}`]: wide(13) } });
  const body: SchemaObject = { type: 'object', properties: { a: big(0), b: big(1), c: big(2) } };
  const first = '/nested-fields/api/pay';
  const { media } = withLazyFolds(
    {
      'request-body': [
        { id: 'r', types: ['application/json'], schema: shownSchema(schemaView(body, {})), examples: [] },
      ],
    },
    first,
  );
  const sources = (html: string) =>
    Object.fromEntries([...html.matchAll(/data-fold="([^"]+)" data-fold-src="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const partOf = (id: string) => {
    const { parts } = foldsOfPart(media, 1);
    for (let n = 1; n <= parts; n++) if (foldsOfPart(media, n).folds.some((f) => f.id === id)) return n;
    return 0;
  };
  // A part is a plain HTML file: the first at `<first>.html`, then `<first>/2.html`…
  const href = (id: string) => (partOf(id) === 1 ? `${first}.html` : `${first}/${partOf(id)}.html`);

  it("on the operation's page, points each fold and its link to the part holding its fields", () => {
    const html = renderToString(
      createElement(SchemaView, { node: media['request-body'][0].schema!, id: 'r', rendered, large: { load: first } }),
    );
    const folds = sources(html);
    expect(Object.keys(folds)).toEqual(['r-schema-a', 'r-schema-b', 'r-schema-c']);
    expect(folds['r-schema-c']).toBe(`${first}/2.html`);
    for (const [id, src] of Object.entries(folds)) {
      expect(src).toBe(href(id));
      expect(html).toContain(`href="${src}#fields-of-${id}"`);
    }
  });

  it('on a part, shows a fold it holds with its inner large folds open, as links to their parts', () => {
    const [a] = foldsOfPart(media, 1).folds;
    const html = toHtml(
      foldContentElement(a.node, a.id, {}, { rendered, large: { load: first, operation: '/api/pay' } }),
    );
    expect(html).toMatch(/^<div data-fold-content="r-schema-a">/);
    expect(html).toContain('id="r-schema-a-p38"');
    expect(sources(html)).toEqual({ 'r-schema-a-deep0': href('r-schema-a-deep0') });
    expect(href('r-schema-a-deep0')).not.toBe(`${first}.html`);
    expect(html).toMatch(
      /<details class="schema__nested" data-collapsible="" open>(?:(?!<\/details>).)*data-fold="r-schema-a-deep0"/,
    );
    expect(html).not.toContain('id="r-schema-a-deep0-p0"');
  });
});

describe('SchemaView and foldContentElement: a wide top level', () => {
  const first = '/nested-fields/api/invoice';
  const { media } = withLazyFolds(
    {
      'response-200': [
        { id: 'r', types: ['application/json'], schema: shownSchema(schemaView(wide(45), {})), examples: [] },
      ],
    },
    first,
  );
  const schema = media['response-200'][0].schema!;

  it('shows 15 fields, then "30 more properties" as a fold loading from the part, each field at its anchor in place', () => {
    const html = renderToString(createElement(SchemaView, { node: schema, id: 'r', rendered, large: { load: first } }));
    expect(html.match(/<li class="schema__prop"/g)).toHaveLength(15);
    expect(html).toContain('id="r-schema-p14"');
    expect(html).not.toContain('id="r-schema-p15"');
    expect(html).toMatch(
      /<details class="schema__nested schema__more" data-collapsible=""><summary class="schema__toggle">30 more properties<\/summary><div data-fold="r-schema" data-fold-src="\/nested-fields\/api\/invoice\.html">/,
    );
    expect(html).toContain(`href="${first}.html#fields-of-r-schema"`);
    // "Expand all" opens it too.
    expect(html).toContain('data-fold-all=""');

    const [fold] = foldsOfPart(media, 1).folds;
    const part = toHtml(
      foldContentElement(fold.node, fold.id, fold.ancestors, {
        rendered,
        large: { load: first, operation: '/api/invoice' },
      }),
    );
    expect(part).toMatch(/^<div data-fold-content="r-schema">/);
    expect(part.match(/<li class="schema__prop" id="r-schema-p(\d+)"/g)).toHaveLength(30);
    expect(part).toContain('id="r-schema-p15"');
    expect(part).toContain('id="r-schema-p44"');
  });
});
