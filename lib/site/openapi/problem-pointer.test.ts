import { describe, expect, it } from 'vitest';
import { isSingleLine, pointerOwner, pointerPrefix } from './problem-pointer';

describe('problem pointers', () => {
  it('names the operation, webhook or component a JSON pointer is inside', () => {
    expect(pointerOwner('#/paths/~1v1~1account/get/responses/200')).toBe('GET /v1/account');
    expect(pointerOwner('#/paths/~1v1~1account/parameters/0')).toBe('/v1/account');
    expect(pointerOwner('#/webhooks/newPet/post/requestBody')).toBe('webhook newPet POST');
    expect(pointerOwner('#/components/schemas/Charge/properties/id')).toBe('schema Charge');
    expect(pointerOwner('#/components/parameters/limit')).toBe('parameter limit');
    expect(pointerOwner('#/info')).toBeUndefined();
  });

  it('writes the pointer and its owner before the message, and nothing without a pointer', () => {
    expect(pointerPrefix('#/paths/~1v1~1account/get')).toBe('#/paths/~1v1~1account/get (GET /v1/account): ');
    expect(pointerPrefix('#/info')).toBe('#/info: ');
    expect(pointerPrefix(undefined)).toBe('');
  });

  it('tells a minified file (one line, maybe a final newline) from one written a key a line', () => {
    expect(isSingleLine('{"openapi":"3.0.0"}\n')).toBe(true);
    expect(isSingleLine('openapi: 3.0.0\ninfo: {}\n')).toBe(false);
  });
});
