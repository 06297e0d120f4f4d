import { describe, expect, it } from 'vitest';
import { boundedText, EXAMPLE_BOUNDS, exampleFromSchema, generatedExample, LEFT_OUT } from './example';
import { shelterDocument } from './fixtures/schemas-39c';

describe('exampleFromSchema', () => {
  it('prefers the schema example, const, default and first enum value', () => {
    expect(exampleFromSchema({ type: 'string', example: 'x', default: 'y' }, {})).toBe('x');
    expect(exampleFromSchema({ const: 3 }, {})).toBe(3);
    expect(exampleFromSchema({ type: 'boolean', default: true }, {})).toBe(true);
    expect(exampleFromSchema({ type: 'string', enum: ['a', 'b'] }, {})).toBe('a');
  });

  it('builds objects and arrays from their parts, skipping write-only properties and null options', () => {
    const value = exampleFromSchema(
      {
        type: 'object',
        properties: {
          id: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] },
          when: { type: 'string', format: 'date-time' },
          tags: { type: 'array', items: { type: 'string' } },
          secret: { type: 'string', writeOnly: true },
        },
      },
      {},
    );
    expect(value).toEqual({ id: 1, when: '2025-01-31T12:00:00Z', tags: ['string'] });
  });

  it('ends a recursive reference with an empty object', () => {
    const schemas = { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } };
    expect(exampleFromSchema({ $ref: '#/components/schemas/Node' }, schemas)).toEqual({ next: {} });
  });

  it('merges allOf object parts', () => {
    expect(
      exampleFromSchema({ allOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'object', properties: { b: { type: 'boolean' } } }] }, {}),
    ).toEqual({ a: 0, b: false });
  });

  it('leaves out read-only properties in a request example and write-only ones in a response example', () => {
    const { schemas } = shelterDocument();
    const person = { $ref: '#/components/schemas/Person' };
    expect(Object.keys(exampleFromSchema(person, schemas, 'request') as object)).toEqual(['name', 'password', 'contact']);
    expect(Object.keys(exampleFromSchema(person, schemas, 'response') as object)).toEqual(['id', 'name', 'contact']);
  });

  it('gives a oneOf with a discriminator the value that selects the option shown', () => {
    const { schemas } = shelterDocument();
    const value = exampleFromSchema({ $ref: '#/components/schemas/PetChoice' }, schemas, 'request');
    expect(value).toEqual({ petType: 'cat', name: 'string', indoor: false });
  });

  it('shows a base schema with a mapping as its first subtype, and a subtype with its own value', () => {
    const { schemas } = shelterDocument();
    expect(exampleFromSchema({ $ref: '#/components/schemas/Pet' }, schemas)).toEqual({
      id: 0,
      petType: 'cat',
      name: 'string',
      ownerId: 0,
      indoor: false,
    });
    expect(exampleFromSchema({ $ref: '#/components/schemas/Dog' }, schemas)).toMatchObject({ petType: 'dog', barks: false });
  });

  it('names a subtype missing from the mapping by its component name', () => {
    const schemas = {
      Base: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } },
      Kitten: { allOf: [{ $ref: '#/components/schemas/Base' }] },
    };
    expect(exampleFromSchema({ $ref: '#/components/schemas/Kitten' }, schemas)).toEqual({ kind: 'Kitten' });
  });

  it('shows a base schema without a mapping as the first component that extends it', () => {
    const schemas = {
      Base: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } },
      Kitten: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { purrs: { type: 'boolean' } } }] },
    };
    expect(exampleFromSchema({ $ref: '#/components/schemas/Base' }, schemas)).toEqual({ kind: 'Kitten', purrs: false });
  });
});

describe('exampleFromSchema: bounds of a generated example', () => {
  it(`keeps ${EXAMPLE_BOUNDS.items} items of an array the file gives, then "…"`, () => {
    const value = exampleFromSchema({ type: 'object', properties: { ids: { type: 'array', example: [1, 2, 3, 4, 5] } } }, {});
    expect(value).toEqual({ ids: [1, 2, 3, LEFT_OUT] });
  });

  it(`stops nesting at ${EXAMPLE_BOUNDS.depth} levels with "…"`, () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < EXAMPLE_BOUNDS.depth + 2; i++) deep = { type: 'object', properties: { n: deep } };
    let value = exampleFromSchema(deep, {});
    let levels = 0;
    while (typeof value === 'object' && value !== null) {
      value = (value as { n: unknown }).n;
      levels++;
    }
    expect(levels).toBe(EXAMPLE_BOUNDS.depth);
    expect(value).toBe(LEFT_OUT);
  });

  it(`holds at most ${EXAMPLE_BOUNDS.values} values, the rest "…", however required properties fan out`, () => {
    // Each level holds the next one ten times: 10^6 leaves unbounded.
    const schemas: Record<string, Record<string, unknown>> = { L0: { type: 'string' } };
    for (let i = 1; i <= 6; i++) {
      const props = Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`p${k}`, { $ref: `#/components/schemas/L${i - 1}` }]));
      schemas[`L${i}`] = { type: 'object', properties: props, required: Object.keys(props) };
    }
    const text = JSON.stringify(exampleFromSchema({ $ref: '#/components/schemas/L6' }, schemas));
    expect(text.match(/"string"/g)!.length).toBeLessThan(EXAMPLE_BOUNDS.values);
    expect(text).toContain(`"${LEFT_OUT}"`);
  });
});

/** `count` optional string properties named `<prefix>0`, `<prefix>1`, … */
const strings = (prefix: string, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, { type: 'string' }]));

describe('generatedExample: the budget of optional properties', () => {
  it('keeps every required property, nested ones too, however many optional ones come first', () => {
    const schema = {
      type: 'object',
      required: ['must'],
      properties: {
        ...strings('opt', EXAMPLE_BOUNDS.optionalValues * 2),
        must: { type: 'object', required: ['inner'], properties: { ...strings('x', 5), inner: { type: 'integer' } } },
      },
    };
    const { value, cut } = generatedExample(schema, {});
    const out = value as Record<string, unknown>;
    expect(out.must).toEqual({ inner: 0 });
    expect(Object.keys(out).filter((k) => k.startsWith('opt')).length).toBeLessThan(EXAMPLE_BOUNDS.optionalValues);
    expect(cut).toBe(true);
  });

  it("takes a level's optional properties before those nested deeper", () => {
    const nested = { type: 'object', properties: strings('n', EXAMPLE_BOUNDS.optionalValues * 2) };
    const schema = { type: 'object', properties: { nested, ...strings('top', 10) } };
    const out = generatedExample(schema, {}).value as Record<string, Record<string, unknown>>;
    for (let i = 0; i < 10; i++) expect(out[`top${i}`]).toBe('string');
    const kept = Object.keys(out.nested).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(EXAMPLE_BOUNDS.optionalValues);
  });

  it('leaves out an optional object whose own properties would all be left out, rather than show it empty', () => {
    const schema = {
      type: 'object',
      properties: { shell: { type: 'object', properties: { x: { type: 'string' } } }, ...strings('s', 40) },
    };
    const { value, cut } = generatedExample(schema, {});
    expect(value).not.toHaveProperty('shell');
    expect(value).toHaveProperty('s0');
    expect(cut).toBe(true);
  });

  it('makes a small schema whole and says nothing was cut', () => {
    const schema = { type: 'object', properties: { a: { type: 'object', properties: strings('b', 5) }, c: { type: 'string' } } };
    expect(generatedExample(schema, {})).toEqual({
      value: { a: { b0: 'string', b1: 'string', b2: 'string', b3: 'string', b4: 'string' }, c: 'string' },
      cut: false,
    });
  });

  it('says so when a hard bound put "…" in, although no property was left out', () => {
    const schema = { type: 'object', properties: { ids: { type: 'array', example: [1, 2, 3, 4, 5] } } };
    expect(generatedExample(schema, {})).toEqual({ value: { ids: [1, 2, 3, LEFT_OUT] }, cut: true });
  });
});

describe('boundedText', () => {
  it('leaves a short example as it is', () => {
    expect(boundedText('{\n  "a": 1\n}')).toBe('{\n  "a": 1\n}');
  });

  it(`cuts a long one at a line end within ${EXAMPLE_BOUNDS.chars} characters and ends it with "…"`, () => {
    const long = Array.from({ length: 2000 }, (_, i) => `  "field_${i}": "value",`).join('\n');
    const cut = boundedText(long);
    expect(cut.length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.chars + 2);
    expect(cut.endsWith(`",\n${LEFT_OUT}`)).toBe(true);
  });
});
