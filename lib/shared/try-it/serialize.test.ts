import { describe, expect, it } from 'vitest';
import {
  encodePart,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  type SerializableParam,
} from './serialize';

const q = (extra: Partial<SerializableParam> = {}): SerializableParam => ({ name: 'id', in: 'query', ...extra });
const path = (extra: Partial<SerializableParam> = {}): SerializableParam => ({ name: 'id', in: 'path', ...extra });
const joined = (pairs: { name: string; value: string }[]) => pairs.map((p) => `${p.name}=${p.value}`).join('&');

// The expected strings are the examples of the OpenAPI 3.1 style table (§4.8.12.4) for id = 5, [3, 4, 5] and
// { role: 'admin', firstName: 'Alex' }.
const ARRAY = [3, 4, 5];
const OBJECT = { role: 'admin', firstName: 'Alex' };

describe('path parameters written per style and explode', () => {
  it('simple (the default): 5, 3,4,5, role,admin,firstName,Alex and role=admin,firstName=Alex when exploded', () => {
    expect(serializePath(path(), 5)).toBe('5');
    expect(serializePath(path(), ARRAY)).toBe('3,4,5');
    expect(serializePath(path(), OBJECT)).toBe('role,admin,firstName,Alex');
    expect(serializePath(path({ explode: true }), OBJECT)).toBe('role=admin,firstName=Alex');
  });

  it('label: .5, .3,4,5 and .3.4.5 when exploded', () => {
    expect(serializePath(path({ style: 'label' }), 5)).toBe('.5');
    expect(serializePath(path({ style: 'label' }), ARRAY)).toBe('.3,4,5');
    expect(serializePath(path({ style: 'label', explode: true }), ARRAY)).toBe('.3.4.5');
    expect(serializePath(path({ style: 'label', explode: true }), OBJECT)).toBe('.role=admin.firstName=Alex');
  });

  it('matrix: ;id=5, ;id=3,4,5 and ;id=3;id=4;id=5 when exploded, ;role=admin;firstName=Alex for an exploded object', () => {
    expect(serializePath(path({ style: 'matrix' }), 5)).toBe(';id=5');
    expect(serializePath(path({ style: 'matrix' }), ARRAY)).toBe(';id=3,4,5');
    expect(serializePath(path({ style: 'matrix', explode: true }), ARRAY)).toBe(';id=3;id=4;id=5');
    expect(serializePath(path({ style: 'matrix', explode: true }), OBJECT)).toBe(';role=admin;firstName=Alex');
  });

  it('percent-encodes a value so a slash, space or # cannot change the path, and never prints [object Object]', () => {
    expect(serializePath(path(), 'a b/c#d')).toBe('a%20b%2Fc%23d');
    expect(serializePath(path(), { a: 'x y' })).not.toContain('object');
  });
});

describe('query parameters written per style and explode', () => {
  it('form (the default, exploded): id=3&id=4&id=5, and role=admin&firstName=Alex for an object', () => {
    expect(joined(serializeQuery(q(), ARRAY))).toBe('id=3&id=4&id=5');
    expect(joined(serializeQuery(q(), OBJECT))).toBe('role=admin&firstName=Alex');
  });

  it('form without explode: id=3,4,5 and id=role,admin,firstName,Alex', () => {
    expect(joined(serializeQuery(q({ explode: false }), ARRAY))).toBe('id=3,4,5');
    expect(joined(serializeQuery(q({ explode: false }), OBJECT))).toBe('id=role,admin,firstName,Alex');
  });

  it('spaceDelimited and pipeDelimited: id=3%204%205 and id=3%7C4%7C5', () => {
    expect(joined(serializeQuery(q({ style: 'spaceDelimited', explode: false }), ARRAY))).toBe('id=3%204%205');
    expect(joined(serializeQuery(q({ style: 'pipeDelimited', explode: false }), ARRAY))).toBe('id=3%7C4%7C5');
  });

  it('deepObject: id[role]=admin&id[firstName]=Alex, brackets percent-encoded', () => {
    expect(joined(serializeQuery(q({ style: 'deepObject' }), OBJECT))).toBe(
      'id%5Brole%5D=admin&id%5BfirstName%5D=Alex',
    );
  });

  it('percent-encodes [ ] # & = and spaces (a cURL glob and a URL fragment otherwise), unless the client encodes', () => {
    expect(joined(serializeQuery(q(), '[Ee]#1 & a=b'))).toBe('id=%5BEe%5D%231%20%26%20a%3Db');
    expect(joined(serializeQuery(q(), '[Ee]#1', (s) => s))).toBe('id=[Ee]#1');
  });

  it('keeps reserved characters such as / and ? with allowReserved, but still encodes & and #', () => {
    expect(joined(serializeQuery(q({ allowReserved: true }), 'a/b?c&d#e'))).toBe('id=a/b?c%26d%23e');
  });
});

describe('header and cookie parameters', () => {
  it('headers are comma-joined (style simple) and not percent-encoded', () => {
    expect(serializeHeader({ name: 'X-Ids', in: 'header' }, ARRAY)).toBe('3,4,5');
    expect(serializeHeader({ name: 'X-Who', in: 'header', explode: true }, OBJECT)).toBe('role=admin,firstName=Alex');
    expect(serializeHeader({ name: 'X-Text', in: 'header' }, 'a b')).toBe('a b');
  });

  it('cookies are name=value with the value percent-encoded, so a ; or space cannot split the Cookie header', () => {
    expect(serializeCookie({ name: 'session', in: 'cookie' }, 'a; b')).toBe('session=a%3B%20b');
  });

  it('encodePart leaves only unreserved characters', () => {
    expect(encodePart("A-z_0.9~!'()*")).toBe('A-z_0.9~%21%27%28%29%2A');
  });
});
