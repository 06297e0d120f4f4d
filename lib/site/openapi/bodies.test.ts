import { beforeAll, describe, expect, it } from 'vitest';
import { bodySample } from './bodies';
import { EXAMPLE_BOUNDS } from './example';
import { loadApiDocument } from './load';
import { codeSamples, sampleRequest } from './snippets';
import type { ApiDocument } from '../../shared/openapi-types';

// A form body of 40 optional fields and 2 required ones, listed last (fixtures/wide-bodies.yaml).
let doc: ApiDocument;
const operation = (id: string) => doc.operations.find((o) => o.operationId === id)!;

beforeAll(async () => {
  doc = await loadApiDocument({ file: 'lib/site/openapi/fixtures/wide-bodies.yaml', configPath: 'redocly.yaml' });
});

describe('bodySample: a body made from a wide schema', () => {
  it('holds the required fields and marks the optional ones its bounds left out', () => {
    const body = bodySample(operation('createOrder'), doc)!;
    expect(body.cut).toBe(true);
    const byName = Object.fromEntries(body.fields.map((f) => [f.name, f]));
    expect(byName.customer).toEqual({ name: 'customer', value: 'string', file: false });
    expect(byName.amount).toEqual({ name: 'amount', value: '1', file: false });
    const leftOut = body.fields.filter((f) => f.leftOut).map((f) => f.name);
    expect(leftOut).toContain('option_39');
    expect(body.fields.length - leftOut.length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.optionalValues);
  });

  it('sends only the fields the body holds, so a left-out one is not sent empty', () => {
    const params = sampleRequest(operation('createOrder'), doc).postData!.params!;
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['option_00', 'customer', 'amount']));
    expect(params.map((p) => p.name)).not.toContain('option_39');
    const curl = codeSamples(operation('createOrder'), doc).find((s) => s.id === 'curl')!.code;
    expect(curl).toContain('amount=1');
    expect(curl).not.toContain('option_39');
  });

  it('leaves a small body whole and does not call it cut', () => {
    const body = bodySample(operation('createNote'), doc)!;
    expect(body).toMatchObject({ kind: 'json', value: { text: 'string', pinned: false }, cut: false });
  });
});
