import { describe, expect, it } from 'vitest';
import { MAX_TABS } from '../../shared/tabs';
import { SHORTENED_EXAMPLE_NOTE } from './document-notes';
import { EXAMPLE_BOUNDS } from './example';
import { examplesOf, mediaViews, PANEL_EXAMPLE_CHARS, responseExamples, sectionMedia } from './media-view';
import { operationSections, sectionOf } from './sections';
import type { ApiDocument, ApiMediaType, ApiOperation } from '../../shared/openapi-types';
import { testDocument } from './fixtures/documents';

const doc = (schemas: ApiDocument['schemas'] = {}) => testDocument({ schemas });

const pet = { $ref: '#/components/schemas/Pet' };
const schemas = {
  Pet: {
    type: 'object',
    properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } },
    xml: { name: 'pet' },
  },
};
const media = (contentType: string, over: Partial<ApiMediaType> = {}): ApiMediaType => ({
  contentType,
  schema: pet,
  hasExample: false,
  ...over,
});

describe('mediaViews', () => {
  it('shows two types with one schema once, under the first anchor, each example labelled with its type', () => {
    const [view, ...rest] = mediaViews(
      [media('application/json'), media('application/xml')],
      doc(schemas),
      'request-body',
      'request',
    );
    expect(rest).toEqual([]);
    expect(view.types).toEqual(['application/json', 'application/xml']);
    expect(view.id).toBe('request-body');
    expect(view.examples).toHaveLength(1);
    expect(view.examples[0].map((e) => e.label)).toEqual([
      'Example (application/json, generated from the schema)',
      'Example (application/xml, generated from the schema)',
    ]);
    expect(view.examples[0][1].code?.lang).toBe('xml');
  });

  it("builds the schema's view for the direction: a request body leaves the read-only id out, a response keeps it", () => {
    const names = (direction: 'request' | 'response') =>
      mediaViews([media('application/json')], doc(schemas), 'x', direction)[0].schema?.properties.map((p) => p.name);
    expect(names('request')).toEqual(['name']);
    expect(names('response')).toEqual(['id', 'name']);
  });

  it('gives each type a picker of its own when their examples together are more than a picker offers', () => {
    const named = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `e${i}`, value: { value: { name: `p${i}` } } }));
    const [view] = mediaViews(
      [media('application/json', { examples: named(MAX_TABS) }), media('text/xml', { examples: named(2) })],
      doc(schemas),
      'response-200',
      'response',
    );
    expect(view.examples.map((list) => list.length)).toEqual([MAX_TABS, 2]);
  });

  it('anchors a second schema under its content type', () => {
    const views = mediaViews(
      [media('application/json'), media('text/plain', { schema: { type: 'string' } })],
      doc(schemas),
      'response-200',
      'response',
    );
    expect(views.map((v) => v.id)).toEqual(['response-200', 'response-200-text-plain']);
  });
});

describe('sectionMedia and responseExamples', () => {
  const op: ApiOperation = {
    slug: 'op',
    method: 'post',
    path: '/pets',
    deprecated: false,
    parameters: [],
    requestBody: { required: true, content: [media('application/json')] },
    responses: [
      { status: '201', description: 'Made.', content: [media('application/json', { hasExample: true, example: { name: 'Rex' } })] },
      { status: '204', description: 'Nothing.', content: [] },
    ],
    callbacks: [
      {
        name: 'onDone',
        expression: '{$request.body#/url}',
        method: 'post',
        parameters: [],
        requestBody: { required: false, content: [media('application/json')] },
        responses: [{ status: '200', description: 'Got it.', content: [media('application/json')] }],
      },
    ],
  };
  const sections = operationSections(op);

  it('keys every body and response with content by the anchor of the section showing it', () => {
    const keys = Object.keys(sectionMedia(sections, doc(schemas))).sort();
    expect(keys).toEqual([
      'callback-on-done-post-body',
      'callback-on-done-post-response-200',
      'request-body',
      'response-201',
    ]);
  });

  it("lists in the side panel each status with an example, titled by the response's heading", () => {
    const statuses = responseExamples(sectionOf(sections, 'responses')!.responses, doc(schemas));
    expect(statuses.map((s) => [s.status, s.text, s.examples[0].code?.text])).toEqual([
      ['201', '201 Created', JSON.stringify({ name: 'Rex' }, null, 2)],
    ]);
  });

  it('writes a component nested in several bodies and responses of a page in full once, at its first use', () => {
    const wrapped = { type: 'object', properties: { pet: pet } };
    const op2: ApiOperation = {
      ...op,
      callbacks: [],
      requestBody: { required: true, content: [media('application/json', { schema: wrapped })] },
      responses: [{ status: '200', description: 'OK.', content: [media('application/json', { schema: wrapped })] }],
    };
    const out = sectionMedia(operationSections(op2), doc(schemas));
    const petOf = (id: string) => out[id][0].schema!.properties[0];
    expect(petOf('request-body').properties.map((p) => p.name)).toEqual(['name']);
    // The response reads Pet another way (its read-only id shown): written in full there too, once.
    expect(petOf('response-200').properties.map((p) => p.name)).toEqual(['id', 'name']);
    const twice = { ...op2, responses: [...op2.responses, { ...op2.responses[0], status: '201' }] };
    const again = sectionMedia(operationSections(twice), doc(schemas));
    expect(again['response-201'][0].schema!.properties[0].sameAs).toBe(true);
  });

  it('links the side panel to a response whose example is too long to print twice, instead of repeating it', () => {
    const long = { text: 'x'.repeat(PANEL_EXAMPLE_CHARS + 1) };
    const op3: ApiOperation = {
      ...op,
      callbacks: [],
      responses: [
        { status: '200', description: 'OK.', content: [media('application/json', { hasExample: true, example: long })] },
        { status: '201', description: 'Made.', content: [media('application/json', { hasExample: true, example: { a: 1 } })] },
      ],
    };
    const statuses = responseExamples(sectionOf(operationSections(op3), 'responses')!.responses, doc(schemas));
    expect(statuses.map((s) => [s.status, s.examples.length, s.shownAt])).toEqual([
      ['200', 0, 'response-200'],
      ['201', 1, undefined],
    ]);
  });
});

describe('examplesOf: the note under a shortened example', () => {
  const wide = {
    type: 'object',
    required: ['id'],
    properties: {
      ...Object.fromEntries(Array.from({ length: EXAMPLE_BOUNDS.optionalValues * 2 }, (_, i) => [`f${i}`, { type: 'string' }])),
      id: { type: 'integer' },
    },
  };

  it('notes a generated example exactly when its bounds left something out', () => {
    const [shortened] = examplesOf(media('application/json', { schema: wide }), doc(), 'response');
    expect(shortened.note).toBe(SHORTENED_EXAMPLE_NOTE);
    expect(JSON.parse(shortened.code!.text)).toHaveProperty('id', 0);
    const [whole] = examplesOf(media('application/json'), doc(schemas), 'response');
    expect(whole.code!.text).toContain('"name"');
    expect(whole).not.toHaveProperty('note');
  });

  it('notes a generated example whose text was cut at the character bound', () => {
    // Required properties are never left out; the text of 300 of them is past the character bound.
    const names = Array.from({ length: 300 }, (_, i) => `a_rather_long_property_name_${i}`);
    const long = { type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) };
    const [cut] = examplesOf(media('application/json', { schema: long }), doc(), 'response');
    expect(cut.code!.text.length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.chars + 2);
    expect(cut.note).toBe(SHORTENED_EXAMPLE_NOTE);
  });

  it('shows an example the file gives as written, however far past the bounds, without a note', () => {
    const given = {
      lines: Array.from({ length: 10 }, (_, i) => i),
      deep: { a: { b: { c: { d: { e: { f: { g: 'end' } } } } } } },
      ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, `value ${i}`])),
    };
    const [shown] = examplesOf(media('application/json', { schema: wide, hasExample: true, example: given }), doc(), 'response');
    expect(shown.code!.text).toBe(JSON.stringify(given, null, 2));
    expect(shown).not.toHaveProperty('note');
  });
});
