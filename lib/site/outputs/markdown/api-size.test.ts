import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../../shared/openapi-types';
import { testDocument } from '../../openapi/fixtures/documents';
import { measureOperations } from './api-size';

// A response whose 50 fields each hold Account, which holds Address twice: written in full, 50 × (1 + 2 × 2) nodes.
const account: SchemaObject = {
  type: 'object',
  properties: { home: { $ref: '#/components/schemas/Address' }, work: { $ref: '#/components/schemas/Address' } },
};
const address: SchemaObject = { type: 'object', properties: { city: { type: 'string' } } };
const holder: SchemaObject = {
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`a${i}`, { $ref: '#/components/schemas/Account' }]),
  ),
};

const doc = testDocument({
  schemas: { Account: account, Address: address, Holder: holder },
  operations: [
    {
      slug: 'get-holder',
      method: 'get',
      path: '/holder',
      deprecated: false,
      parameters: [],
      responses: [
        {
          status: '200',
          description: 'The holder.',
          content: [
            { contentType: 'application/json', schema: { $ref: '#/components/schemas/Holder' }, hasExample: false },
          ],
        },
      ],
    },
  ],
});

describe('measureOperations', () => {
  it("counts an operation's schema nodes as the page writes them, a shared component once", () => {
    const [size] = measureOperations(doc);
    expect(size.operation).toBe('GET /holder');
    // Holder, its 50 fields, Account's two fields at the first, Address's city under the first of them.
    expect(size.schemaNodes).toBe(1 + 50 + 2 + 1);
    expect(size.exampleChars).toBeGreaterThan(0);
    expect(size.twinChars).toBeGreaterThan(0);
  });
});
