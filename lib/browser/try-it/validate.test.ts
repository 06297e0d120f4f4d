import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-error';
import type { SchemaObject } from '../../shared/openapi-types';
import { checkBody, schemaProblems } from './validate';

const spawnAgent: SchemaObject = {
  $ref: '#/components/schemas/SpawnAgentRequest',
  components: {
    schemas: {
      SpawnAgentRequest: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, research_only: { type: 'boolean', default: false } },
      },
    },
  },
};
const createSession: SchemaObject = {
  anyOf: [{ $ref: '#/components/schemas/CreateSessionRequest' }, { type: 'null' }],
  components: {
    schemas: {
      CreateSessionRequest: {
        type: 'object',
        properties: { metadata: { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] } },
      },
    },
  },
};
const constrained: SchemaObject = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    status: { type: 'string', enum: ['pending', 'running'] },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
  },
};

describe('schemaProblems', () => {
  it('accepts a body that matches, resolving $refs to components.schemas', () => {
    expect(schemaProblems({ message: 'hi', research_only: true }, spawnAgent)).toEqual([]);
    expect(schemaProblems(null, createSession)).toEqual([]);
  });

  it('names a missing required field and a field of the wrong type in plain words', () => {
    expect(schemaProblems({ research_only: 'yes' }, spawnAgent)).toEqual([
      { field: 'message', message: 'is required but missing.' },
      { field: 'research_only', message: 'should be true or false, not the string "yes".' },
    ]);
  });

  it('says what the whole body should be when it has the wrong type', () => {
    expect(schemaProblems([1], spawnAgent)).toEqual([
      { field: '', message: 'The body should be an object, not an array.' },
    ]);
  });

  it('reports the branch of an anyOf the value was meant for, not every failing branch', () => {
    expect(schemaProblems({ metadata: 5 }, createSession)).toEqual([
      { field: 'metadata', message: 'should be an object or null, not 5.' },
    ]);
    expect(schemaProblems('x', createSession)).toEqual([
      { field: '', message: 'The body should be an object or null, not the string "x".' },
    ]);
  });

  it('words enum, minimum, maximum, integer and nested array problems', () => {
    expect(schemaProblems({ limit: 0, status: 'done', tags: ['ok', 'x'] }, constrained)).toEqual([
      { field: 'limit', message: 'should be at least 1, not 0.' },
      { field: 'status', message: 'should be one of "pending", "running", not the string "done".' },
      { field: 'tags[1]', message: 'should have at least 2 characters.' },
    ]);
    expect(schemaProblems({ limit: 101 }, constrained)).toEqual([
      { field: 'limit', message: 'should be at most 100, not 101.' },
    ]);
    expect(schemaProblems({ limit: 1.5 }, constrained)).toEqual([
      { field: 'limit', message: 'should be a whole number, not 1.5.' },
    ]);
  });

  it('leaves the schema it was given unchanged (the validator annotates its own copy)', () => {
    const before = JSON.stringify(spawnAgent);
    schemaProblems({}, spawnAgent);
    expect(JSON.stringify(spawnAgent)).toBe(before);
    expect(Object.getOwnPropertyNames(spawnAgent)).toEqual(['$ref', 'components']);
  });
});

describe('checkBody', () => {
  const body = { required: true, schema: spawnAgent };

  it('sends the text as typed when it is valid', () => {
    const text = '{ "message": "hi" }';
    expect(checkBody(text, body)).toEqual({ ok: true, body: text });
  });

  it('sends no body for an operation without one, or an optional body left empty', () => {
    expect(checkBody('', undefined)).toEqual({ ok: true, body: null });
    expect(checkBody('  ', { required: false, schema: createSession })).toEqual({ ok: true, body: null });
  });

  it('asks for a required body left empty', () => {
    expect(checkBody('', body)).toEqual({
      ok: false,
      problems: [{ field: '', message: 'The body is required: write a JSON value.' }],
    });
  });

  it('says that invalid JSON is invalid, with line and column', () => {
    expect(checkBody('{\n  "message": "hi"\n  "research_only": true\n}', body)).toEqual({
      ok: false,
      problems: [
        {
          field: '',
          message: 'The body is not valid JSON: expected "," or "}" after the property value (line 3, column 3).',
        },
      ],
    });
  });

  it('lists the schema problems of valid JSON', () => {
    expect(checkBody('{"message": 42}', body)).toEqual({
      ok: false,
      problems: [{ field: 'message', message: 'should be a string, not 42.' }],
    });
  });
});

describe('jsonSyntaxError', () => {
  it('finds nothing wrong in valid JSON', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\u00e9\\n", true, false, null] ', '{"a": {"b": []}}']) {
      expect(jsonSyntaxError(text)).toBeNull();
    }
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'there is a comma after the last property; remove it'],
    ["{'a': 1}", 1, 2, 'expected a property name in double quotes'],
    ['{"a" 1}', 1, 6, 'expected ":" after the property name'],
    ['[1 2]', 1, 4, 'expected "," or "]" after the array item'],
    ['{"a": "x', 1, 9, 'the text ends before the JSON value does'],
    ['{"a": tru}', 1, 7, 'expected a value (a number, string, object, array, true, false or null)'],
    ['{"a": 01}', 1, 8, 'this is not a valid JSON number'],
    ['{}\n x', 2, 2, 'there is more text after the JSON value'],
    ['"a\nb"', 1, 3, 'a string contains a line break or control character; write it as \\n, \\t …'],
  ])('locates the error in %j at line %i, column %i', (text, line, column, reason) => {
    expect(jsonSyntaxError(text)).toMatchObject({ line, column, reason });
  });
});
