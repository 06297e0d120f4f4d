import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../../shared/openapi-types';
import { validationSchema } from './validation-schema';

const payment = {
  $ref: '#/components/schemas/Payment',
  components: {
    schemas: {
      Payment: {
        type: 'object',
        title: 'Payment',
        description: 'A payment.',
        'x-internal': true,
        required: ['amount', 'description'],
        properties: {
          amount: { type: 'number', exclusiveMinimum: 0, examples: [49.99], description: 'How much.' },
          // Properties named as annotations keep their names and their schemas.
          description: { type: 'string', maxLength: 20, example: 'Train ticket' },
          title: { enum: ['mr', 'ms'], description: 'Form of address.' },
          source: {
            anyOf: [
              { title: 'Card', type: 'object', properties: { cvc: { type: 'integer', xml: { name: 'CVC' } } } },
              { title: 'Bank', type: 'object', required: ['iban'], $comment: 'EU only' },
            ],
            discriminator: { propertyName: 'object' },
          },
        },
      },
    },
  },
} as SchemaObject;

describe('validationSchema', () => {
  it('drops descriptions, titles, examples, XML hints, comments, discriminators and x- extensions at every level', () => {
    const text = JSON.stringify(validationSchema(payment));
    for (const word of ['A payment.', 'How much.', '49.99', 'Train ticket', 'Card', 'CVC', 'EU only', 'x-internal', 'discriminator']) {
      expect(text).not.toContain(word);
    }
  });

  it('keeps every property name, constraint, enum and required list, so it judges bodies as the full schema does', () => {
    const stripped = validationSchema(payment);
    const props = (stripped.components as { schemas: Record<string, SchemaObject> }).schemas.Payment.properties!;
    expect(Object.keys(props)).toEqual(['amount', 'description', 'title', 'source']);
    const bodies = [
      { amount: 10, description: 'ok' },
      { amount: 0, description: 'ok' },
      { amount: 10, description: 'x'.repeat(21) },
      { amount: 10 },
      { amount: 10, description: 'ok', title: 'dr' },
      { amount: 10, description: 'ok', source: { cvc: 'abc' } },
      { amount: 10, description: 'ok', source: { iban: 'DE00' } },
    ];
    const verdicts = (schema: SchemaObject) =>
      bodies.map((b) => new Validator(structuredClone(schema) as object, '2020-12', false).validate(b).valid);
    expect(verdicts(stripped)).toEqual(verdicts(payment));
    expect(verdicts(stripped)).toEqual([true, false, false, false, false, false, true]);
  });
});
