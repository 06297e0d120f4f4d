import { describe, expect, it } from 'vitest';
import type { ApiOperation } from '../../shared/openapi-types';
import { PATH_GROUPS_ABOVE, pathGroup, ROOT_PATH_GROUP, untaggedGroups } from './path-groups';

const op = (path: string, tag?: string, slug = `${path}${tag ?? ''}`): ApiOperation => ({
  slug,
  method: 'get',
  path,
  deprecated: false,
  parameters: [],
  responses: [],
  ...(tag ? { tag } : {}),
});

/** `n` untagged operations spread over the paths given, in turn. */
const many = (n: number, paths: string[]) => Array.from({ length: n }, (_, i) => op(paths[i % paths.length], undefined, `op${i}`));

describe('pathGroup', () => {
  it('takes the first segment after a version-like prefix', () => {
    expect(pathGroup('/v1/accounts/{account}/persons')).toBe('accounts');
    expect(pathGroup('/v2beta/users')).toBe('users');
    expect(pathGroup('/api/v1.2/orders/{id}')).toBe('orders');
    expect(pathGroup('/1.0/items')).toBe('items');
  });

  it('takes the first segment of a path without a prefix, a path parameter included', () => {
    expect(pathGroup('/checkout/sessions')).toBe('checkout');
    expect(pathGroup('/{tenant}/users')).toBe('{tenant}');
    expect(pathGroup('/vendors')).toBe('vendors');
    expect(pathGroup('/2fa/enable')).toBe('2fa');
    expect(pathGroup('/v1beta1/2fa')).toBe('2fa');
  });

  it('leaves out a query or fragment written into the path key', () => {
    expect(pathGroup('/apikeys#mode=import&format')).toBe('apikeys');
    expect(pathGroup('/restapis?mode=import')).toBe('restapis');
    expect(pathGroup('/#x')).toBe(ROOT_PATH_GROUP);
  });

  it('puts the root and a bare prefix in the root group', () => {
    expect(pathGroup('/')).toBe(ROOT_PATH_GROUP);
    expect(pathGroup('/v1')).toBe(ROOT_PATH_GROUP);
    expect(pathGroup('/v1/')).toBe(ROOT_PATH_GROUP);
    expect(pathGroup('')).toBe(ROOT_PATH_GROUP);
  });
});

describe('untaggedGroups', () => {
  it('keeps up to PATH_GROUPS_ABOVE untagged operations in one group without a path', () => {
    const ops = many(PATH_GROUPS_ABOVE, ['/v1/a', '/v1/b']);
    expect(untaggedGroups(ops)).toEqual([{ operations: ops }]);
  });

  it('has no group when every operation has a tag', () => {
    expect(untaggedGroups([op('/v1/a', 'A')])).toEqual([]);
  });

  it('groups more untagged operations by path, in order of first appearance, each in file order', () => {
    const ops = many(PATH_GROUPS_ABOVE + 1, ['/v1/customers/{id}', '/', '/v1/accounts', '/v1/customers']);
    const groups = untaggedGroups(ops);
    expect(groups.map((g) => g.path)).toEqual(['customers', ROOT_PATH_GROUP, 'accounts']);
    expect(groups.reduce((n, g) => n + g.operations.length, 0)).toBe(ops.length);
    expect(groups[0].operations.slice(0, 3).map((o) => o.slug)).toEqual(['op0', 'op3', 'op4']);
    expect(groups[1].operations.every((o) => o.path === '/')).toBe(true);
  });

  it('splits a group of more than PATH_GROUPS_ABOVE by its next literal segment, in order of first appearance', () => {
    const ops = [
      op('/v1/restapis', undefined, 'list'),
      ...many(PATH_GROUPS_ABOVE, ['/v1/restapis/{id}/stages/{name}', '/v1/restapis/{id}/resources']),
      op('/v1/apikeys', undefined, 'keys'),
    ];
    const groups = untaggedGroups(ops);
    expect(groups.map((g) => [g.path, g.operations.length])).toEqual([
      ['restapis', 1],
      ['restapis/stages', PATH_GROUPS_ABOVE / 2],
      ['restapis/resources', PATH_GROUPS_ABOVE / 2],
      ['apikeys', 1],
    ]);
    expect(pathGroup('/v1/restapis/{id}/stages/{name}/x', 2)).toBe('restapis/stages');
    expect(pathGroup('/v1/restapis/{id}', 2)).toBe('restapis');
  });

  it('keeps a large group whole when its next segment does not divide it', () => {
    const ops = many(PATH_GROUPS_ABOVE + 1, ['/v1/a/{id}/same', '/v1/b']);
    expect(untaggedGroups(ops).map((g) => g.path)).toEqual(['a', 'b']);
    const one = [...many(PATH_GROUPS_ABOVE + 1, ['/v1/a/{id}/same']), op('/v1/b', undefined, 'b')];
    expect(untaggedGroups(one).map((g) => [g.path, g.operations.length])).toEqual([
      ['a', PATH_GROUPS_ABOVE + 1],
      ['b', 1],
    ]);
  });

  it('counts and groups only the untagged operations of a document that has tagged ones too', () => {
    const tagged = Array.from({ length: 30 }, (_, i) => op('/v1/tagged', 'T', `t${i}`));
    const small = many(PATH_GROUPS_ABOVE - 1, ['/v1/x', '/v1/y']);
    expect(untaggedGroups([...tagged, ...small])).toEqual([{ operations: small }]);
    const large = many(PATH_GROUPS_ABOVE + 1, ['/v1/x', '/v1/y']);
    const groups = untaggedGroups([...tagged, ...large]);
    expect(groups.map((g) => [g.path, g.operations.length])).toEqual([
      ['x', 26],
      ['y', 25],
    ]);
  });
});
