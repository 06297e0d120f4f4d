import { describe, expect, it } from 'vitest';
import { groupBySchema } from './media-groups';
import type { ApiMediaType } from '../../shared/openapi-types';

const media = (contentType: string, schema?: Record<string, unknown>): ApiMediaType => ({
  contentType,
  hasExample: false,
  ...(schema ? { schema } : {}),
});
const types = (groups: ApiMediaType[][]) => groups.map((g) => g.map((m) => m.contentType));

describe('groupBySchema', () => {
  it('puts two types with the same $ref in one group, in file order', () => {
    const problem = { $ref: '#/components/schemas/Problem' };
    expect(
      types(groupBySchema([media('application/problem+json', problem), media('application/problem+xml', { ...problem })])),
    ).toEqual([['application/problem+json', 'application/problem+xml']]);
  });

  it('keeps types with different schemas apart, and joins a later type to the earlier group it matches', () => {
    const a = { type: 'object', properties: { id: { type: 'string' } } };
    const b = { type: 'object', properties: { id: { type: 'integer' } } };
    expect(
      types(groupBySchema([media('application/json', a), media('text/plain', b), media('application/xml', a)])),
    ).toEqual([['application/json', 'application/xml'], ['text/plain']]);
  });

  it('treats schemas that differ only in their xml keywords, at any depth, as the same', () => {
    const json = { allOf: [{ $ref: '#/c' }, { properties: { data: { type: 'array', items: { type: 'string' } } } }] };
    const xml = {
      allOf: [
        { $ref: '#/c' },
        { properties: { data: { type: 'array', xml: { name: 'stations', wrapped: true }, items: { type: 'string' } } } },
      ],
    };
    expect(types(groupBySchema([media('application/json', json), media('application/xml', xml)]))).toEqual([
      ['application/json', 'application/xml'],
    ]);
  });

  it('keeps a schema apart from a type without one, and groups the types without a schema', () => {
    const groups = groupBySchema([
      media('application/json', { type: 'string' }),
      media('image/png'),
      media('image/jpeg'),
    ]);
    expect(types(groups)).toEqual([['application/json'], ['image/png', 'image/jpeg']]);
  });

  it('leaves a single type as a group of its own', () => {
    expect(types(groupBySchema([media('application/json', { type: 'object' })]))).toEqual([['application/json']]);
  });
});
