import { describe, expect, it } from 'vitest';
import { parameterExamples } from './parameter-examples';
import type { ApiParameter } from '../../shared/openapi-types';

const param = (examples: ApiParameter['examples']): ApiParameter => ({
  name: 'status',
  in: 'query',
  required: false,
  deprecated: false,
  examples,
});

describe('parameterExamples', () => {
  it('lists every named example in file order, labelled by its summary or else its key, valued as JSON', () => {
    expect(
      parameterExamples(
        param([
          { key: 'open', summary: 'Open orders', value: { value: 'open' } },
          { key: 'ids', value: { value: [1, 2] } },
        ]),
      ),
    ).toEqual([
      { key: 'open', label: 'Open orders', value: '"open"' },
      { key: 'ids', label: 'ids', value: '[1,2]' },
    ]);
  });

  it('keeps an example that points at its value elsewhere, and a null value', () => {
    expect(
      parameterExamples(
        param([
          { key: 'far', externalValue: 'https://example.com/v.txt' },
          { key: 'none', value: { value: null } },
        ]),
      ),
    ).toEqual([
      { key: 'far', label: 'far', externalValue: 'https://example.com/v.txt' },
      { key: 'none', label: 'none', value: 'null' },
    ]);
  });

  it('is empty for a parameter without named examples', () => {
    expect(parameterExamples(param(undefined))).toEqual([]);
  });
});

describe('the parameters of the part-C fixture', () => {
  it('keep every named example of a query parameter, and the first value is the one samples send', async () => {
    const { shelterDocument } = await import('./fixtures/schemas-39c');
    const op = shelterDocument().operations.find((o) => o.operationId === 'listPets');
    const petType = op?.parameters.find((p) => p.name === 'petType');
    expect(parameterExamples(petType!)).toEqual([
      { key: 'cats', label: 'Cats only', value: '"cat"' },
      { key: 'dogs', label: 'dogs', value: '"dog"' },
    ]);
    expect(petType!.example).toBe('cat');
  });
});
