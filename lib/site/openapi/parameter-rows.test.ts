import { describe, expect, it } from 'vitest';
import { parameterRows } from './parameter-rows';
import type { ApiParameter } from '../../shared/openapi-types';

const param = (p: Partial<ApiParameter>): ApiParameter => ({
  name: 'limit',
  in: 'query',
  required: false,
  deprecated: false,
  ...p,
});

describe('parameterRows', () => {
  it('states the type, default and limits of a parameter, reading a referenced schema', () => {
    const schemas = { Limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } as const;
    const [row] = parameterRows([param({ schema: { $ref: '#/components/schemas/Limit' } })], schemas);
    expect(row.type).toMatch(/integer/);
    expect(row.default).toBe('10');
    expect(row.constraints).toEqual(['minimum: 1', 'maximum: 50']);
  });

  it('lists the allowed values as one phrase, each written as JSON', () => {
    const [row] = parameterRows([param({ schema: { type: 'string', enum: ['asc', 'desc'] } })], {});
    expect(row.constraints).toEqual(['one of "asc", "desc"']);
    expect(row.default).toBeUndefined();
  });

  it('calls a parameter without a schema "any" and keeps where it goes, whether it is required and its examples', () => {
    const [row] = parameterRows(
      [
        param({
          name: 'X-Trace',
          in: 'header',
          required: true,
          deprecated: true,
          description: 'Trace id.',
          examples: [{ key: 'short', summary: 'A short id', value: { value: 'ab12' } }],
        }),
      ],
      {},
    );
    expect(row).toEqual({
      in: 'header',
      name: 'X-Trace',
      deprecated: true,
      required: true,
      type: 'any',
      constraints: [],
      description: 'Trace id.',
      examples: [{ key: 'short', label: 'A short id', value: '"ab12"' }],
    });
  });
});
