import { describe, expect, it } from 'vitest';
import { isXmlType, xmlExample } from './xml-example';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

describe('isXmlType', () => {
  it('knows XML media types, with or without parameters, and nothing else', () => {
    for (const t of ['application/xml', 'text/xml', 'application/problem+xml', 'application/xml; charset=utf-8']) {
      expect(isXmlType(t), t).toBe(true);
    }
    for (const t of ['application/json', 'application/xml-dtd', 'text/html', 'application/problem+json']) {
      expect(isXmlType(t), t).toBe(false);
    }
  });
});

describe('xmlExample', () => {
  const schemas = {
    Problem: {
      xml: { name: 'problem', namespace: 'urn:ietf:rfc:7807' },
      properties: { type: { type: 'string' }, status: { type: 'integer' } },
    },
    Station: { type: 'object', xml: { name: 'station' }, properties: { id: { type: 'string' } } },
    Wrapper: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } } },
  };

  it("names the root by the schema's xml.name, declares its namespace, and writes keys as child elements", () => {
    const xml = xmlExample({ type: 'https://example.com/a&b', status: 400 }, { $ref: '#/components/schemas/Problem' }, schemas);
    expect(xml).toBe(
      [
        HEAD,
        '<problem xmlns="urn:ietf:rfc:7807">',
        '  <type>https://example.com/a&amp;b</type>',
        '  <status>400</status>',
        '</problem>',
      ].join('\n'),
    );
  });

  it("names the root by its component when xml.name is absent, merging an allOf, and `root` for an inline schema", () => {
    const merged = { allOf: [{ $ref: '#/components/schemas/Wrapper' }, { properties: { n: { type: 'integer' } } }] };
    expect(xmlExample({ n: 1 }, merged, schemas).split('\n')[1]).toBe('<Wrapper>');
    expect(xmlExample({ n: 1 }, { type: 'object' }, schemas).split('\n')[1]).toBe('<root>');
  });

  it('repeats an unwrapped array as sibling elements, and puts a wrapped one inside its element with the items named', () => {
    const schema = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        data: { type: 'array', xml: { name: 'stations', wrapped: true }, items: { $ref: '#/components/schemas/Station' } },
      },
    };
    const xml = xmlExample({ tags: ['a', 'b'], data: [{ id: 's1' }, { id: 's2' }] }, schema, schemas);
    expect(xml.split('\n').slice(1)).toEqual([
      '<root>',
      '  <tags>a</tags>',
      '  <tags>b</tags>',
      '  <stations>',
      '    <station>',
      '      <id>s1</id>',
      '    </station>',
      '    <station>',
      '      <id>s2</id>',
      '    </station>',
      '  </stations>',
      '</root>',
    ]);
  });

  it('writes xml.attribute properties as attributes (renamed by xml.name, quotes escaped), and an empty element as one tag', () => {
    const schema = {
      xml: { name: 'pet', prefix: 'p', namespace: 'urn:pets' },
      properties: {
        id: { type: 'integer', xml: { attribute: true } },
        label: { type: 'string', xml: { attribute: true, name: 'title' } },
        note: { type: 'string' },
      },
    };
    expect(xmlExample({ id: 7, label: 'say "hi"', note: null }, schema, schemas).split('\n').slice(1)).toEqual([
      '<p:pet xmlns:p="urn:pets" id="7" title="say &quot;hi&quot;">',
      '  <note/>',
      '</p:pet>',
    ]);
    expect(xmlExample({ id: 7 }, schema, schemas).split('\n')[1]).toBe('<p:pet xmlns:p="urn:pets" id="7"/>');
  });

  it('wraps a root array in one element, as a document has a single root', () => {
    const schema = { type: 'array', items: { $ref: '#/components/schemas/Station' } };
    expect(xmlExample([{ id: 'a' }, { id: 'b' }], schema, schemas).split('\n').slice(1)).toEqual([
      '<root>',
      '  <station>',
      '    <id>a</id>',
      '  </station>',
      '  <station>',
      '    <id>b</id>',
      '  </station>',
      '</root>',
    ]);
  });

  it('ends a recursive reference without looping', () => {
    const tree = { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } };
    const xml = xmlExample({ child: { child: { child: {} } } }, { $ref: '#/components/schemas/Node' }, tree);
    expect(xml.split('\n').slice(1)).toEqual([
      '<Node>',
      '  <child>',
      '    <child>',
      '      <child/>',
      '    </child>',
      '  </child>',
      '</Node>',
    ]);
  });
});
