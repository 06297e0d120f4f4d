import { describe, expect, it } from 'vitest';
import { buildRequestUrl, checkBaseUrl, missingParams } from './request';
import type { TryItParam } from '../../shared/try-it/spec';

const params: TryItParam[] = [
  { name: 'session_id', in: 'path', required: true },
  { name: 'offset', in: 'query', required: false },
  { name: 'q', in: 'query', required: true },
];

describe('buildRequestUrl', () => {
  it('joins base URL, path and query, dropping trailing slashes of the base', () => {
    expect(
      buildRequestUrl('http://localhost:1818//', '/v1/session/{session_id}', params, {
        session_id: '2',
        offset: '0',
        q: 'x',
      }),
    ).toBe('http://localhost:1818/v1/session/2?offset=0&q=x');
  });

  it('encodes a path parameter as one segment (slashes, spaces, ? and # included)', () => {
    expect(
      buildRequestUrl('http://h', '/v1/session/{session_id}', params.slice(0, 1), { session_id: 'a b/c?d#e' }),
    ).toBe('http://h/v1/session/a%20b%2Fc%3Fd%23e');
  });

  it('percent-encodes query values (a space as %20) and leaves out empty optional ones', () => {
    expect(buildRequestUrl('http://h', '/x/{session_id}', params, { session_id: '1', offset: '', q: 'a&b=c ü#' })).toBe(
      'http://h/x/1?q=a%26b%3Dc%20%C3%BC%23',
    );
  });

  it('writes array and object parameters typed as JSON as their style says, and adds an API key last', () => {
    const styled: TryItParam[] = [
      { name: 'ids', in: 'path', required: true, style: 'matrix', explode: true, structured: true },
      { name: 'tags', in: 'query', required: false, explode: false, structured: true },
      { name: 'filter', in: 'query', required: false, style: 'deepObject', structured: true },
    ];
    const values = { ids: '[1,2]', tags: '["a b","c"]', filter: '{"kind":"cat"}' };
    expect(buildRequestUrl('http://h', '/r/{ids}', styled, values, [{ name: 'api_key', value: 'k%201' }])).toBe(
      'http://h/r/;ids=1;ids=2?tags=a%20b,c&filter%5Bkind%5D=cat&api_key=k%201',
    );
  });

  it('keeps a base URL path prefix (a server behind a proxy)', () => {
    expect(buildRequestUrl('https://example.test/ra-aid/', '/config', [], {})).toBe(
      'https://example.test/ra-aid/config',
    );
  });
});

describe('checkBaseUrl', () => {
  it('accepts http and https URLs and removes trailing slashes', () => {
    expect(checkBaseUrl(' http://127.0.0.1:1818/ ')).toEqual({ url: 'http://127.0.0.1:1818' });
    expect(checkBaseUrl('https://example.test/api')).toEqual({ url: 'https://example.test/api' });
  });

  it.each([
    ['', /is empty/],
    ['localhost:1818', /must start with http:\/\/ or https:\/\//],
    ['ftp://example.test', /must start with http:\/\/ or https:\/\//],
    ['not a url', /is not a URL/],
    ['http://h/?a=1', /must not contain \? or #/],
  ])('explains why %j is not a base URL', (text, message) => {
    const result = checkBaseUrl(text);
    expect('problem' in result && result.problem.message).toMatch(message);
  });
});

describe('missingParams', () => {
  it('names empty path parameters and empty required query parameters, not empty optional ones', () => {
    expect(missingParams(params, { session_id: ' ', offset: '', q: '' })).toEqual([
      { field: 'session_id', message: 'needs a value: it is part of the path.' },
      { field: 'q', message: 'is required: give it a value.' },
    ]);
    expect(missingParams(params, { session_id: '1', q: 'x' })).toEqual([]);
  });
});
