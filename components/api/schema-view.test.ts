import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownSchema } from '@/lib/site/types';
import { SchemaView } from './schema-view';

/** A shown schema node with nothing set but what a case gives. */
const node = (over: Partial<ShownSchema>): ShownSchema => ({
  required: false,
  type: 'object',
  nullable: false,
  constraints: [],
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  properties: [],
  recursive: false,
  typeLabel: over.refName ?? over.type ?? 'object',
  optionLabel: over.refName ?? over.type ?? 'object',
  lazyFold: false,
  ...over,
});

const city = node({ name: 'city', type: 'string' });
const written = node({ name: 'home', refName: 'Address', properties: [city] });
const later = node({ name: 'work', refName: 'Address', sameAs: true, sameAsAt: 'response-200-schema-home' });
const root = node({ properties: [written, later] });
const rendered = { markdown: {}, inline: {}, code: {} };
const render = (large?: { operation: string }) =>
  renderToString(createElement(SchemaView, { node: root, id: 'response-200', rendered, large }));

describe('SchemaView: a component written above (server render)', () => {
  it('links a later use to the anchor of its first, which the page has, with link text saying where it goes', () => {
    const html = render();
    expect(html).toContain('id="response-200-schema-home"');
    const link = html.match(/<div class="schema__extra schema__same-as">Same as <a href="([^"]+)">(.*?)<\/a>/);
    expect(link?.[1]).toBe('#response-200-schema-home');
    expect(link?.[2].replace(/<[^>]+>/g, '')).toBe('Address at its first use on this page');
  });

  it("on the nested-fields page, leads to that place on the operation's page", () => {
    expect(render({ operation: '/api/get-pet' })).toContain('<a href="/api/get-pet#response-200-schema-home">');
  });

  it('says "same as" without a link when the model names no place', () => {
    const html = renderToString(
      createElement(SchemaView, {
        node: node({ properties: [{ ...later, sameAsAt: undefined }] }),
        id: 'r',
        rendered,
      }),
    );
    expect(html).toContain('above: written in full at its first use on this page.');
    expect(html).not.toContain('schema__same-as"><a');
  });

  it("gives an object's other properties an anchor of their own and shows what they nest", () => {
    const map = node({ additionalProperties: node({ refName: 'Address', properties: [city] }) });
    const html = renderToString(
      createElement(SchemaView, { node: node({ properties: [{ ...map, name: 'by_city' }] }), id: 'r', rendered }),
    );
    expect(html).toMatch(
      /<div class="schema__extra schema__other" id="r-schema-by_city--other-properties">Other properties: /,
    );
    expect(html).toContain('id="r-schema-by_city--other-properties-city"');
  });
});
