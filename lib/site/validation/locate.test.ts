import { describe, expect, it } from 'vitest';
import { jsonPathOffset, parseJsonLocated, yamlPathOffset } from './locate';
import { lineColumnAt } from '../../shared/validation/problem';

describe('parseJsonLocated', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJsonLocated('{"a": [1, 2]}', 'x.json')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('gives the first syntax error at its line and column, in words', () => {
    expect(parseJsonLocated('{\n  "a": 1\n  "b": 2\n}', 'x.json')).toEqual({
      ok: false,
      problem: { file: 'x.json', line: 3, column: 3, message: 'Invalid JSON: expected ",", found "\\"b\\""' },
    });
    expect(parseJsonLocated('{"a": 1} // note', 'x.json')).toMatchObject({
      ok: false,
      problem: { line: 1, column: 10, message: 'Invalid JSON: comments are not allowed in JSON' },
    });
    expect(parseJsonLocated('', 'x.json')).toMatchObject({ ok: false, problem: { line: 1, column: 1 } });
  });
});

describe('jsonPathOffset', () => {
  const text = '{\n  "label": "x",\n  "link": {\n    "type": "doc"\n  },\n  "list": [1, 2]\n}';
  const at = (path: (string | number)[]) => lineColumnAt(text, jsonPathOffset(text, path));

  it('finds a property by its key and an array element', () => {
    expect(at(['link', 'type'])).toEqual({ line: 4, column: 5 });
    expect(at(['list', 1])).toEqual({ line: 6, column: 15 });
  });

  it('falls back to the deepest part present, then the document', () => {
    expect(at(['link', 'id'])).toEqual({ line: 3, column: 3 });
    expect(at(['position'])).toEqual({ line: 1, column: 1 });
  });
});

describe('yamlPathOffset', () => {
  const text = 'title: T\nkeywords:\n  - a\n  - 2\n';

  it('finds a key and a list item; undefined when the first key is absent', () => {
    expect(lineColumnAt(text, yamlPathOffset(text, ['keywords'])!)).toEqual({ line: 2, column: 1 });
    expect(lineColumnAt(text, yamlPathOffset(text, ['keywords', 1])!)).toEqual({ line: 4, column: 5 });
    expect(yamlPathOffset(text, ['description'])).toBeUndefined();
  });
});
