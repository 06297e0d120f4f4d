import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '@/lib/shared/openapi-types';
import { pageSchemas, schemaView, shownSchema } from '@/lib/site/tasks';
import { schemaRootAnchor } from '@/lib/shared/schema-anchors';
import { SchemaView } from './schema-view';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const schemas: Record<string, SchemaObject> = {
  Address: { type: 'object', properties: { city: { type: 'string' } } },
};
const rendered = { markdown: {}, inline: {}, code: {} };

/** One response schema through the page model (lib/site/openapi/schema-view.ts), rendered as the page renders it. */
function render(schema: SchemaObject, large?: { operation: string }, at: string | null = schemaRootAnchor('r')) {
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
    const html = render(twice, { operation: '/api/get-pet' });
    expect(html).toContain('<a href="/api/get-pet#r-schema-home">');
    expect(html).toContain('at its first use on the operation&#x27;s page</a>');
  });

  it('says "same as" without a link when the model names no place', () => {
    const html = render(twice, undefined, null);
    expect(html).toContain('above: written in full at its first use on this page.');
    expect(sameAsLink(html)).toBeNull();
  });
});
