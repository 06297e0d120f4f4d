import { describe, expect, it } from 'vitest';
import { readCodeSamples, readSecurity, readSecuritySchemes, readServers } from './access';

describe('reading security, servers and code samples from the file', () => {
  it('follows a $ref to a scheme, defaults an apiKey to a header, and skips unknown scheme types', () => {
    const target = { type: 'apiKey', name: 'X-Key' };
    const deref = (v: unknown) => (v && typeof v === 'object' && '$ref' in v ? target : (v as Record<string, unknown>));
    const schemes = readSecuritySchemes({ a: { $ref: '#/x' }, b: { type: 'magic' }, c: { type: 'http', scheme: 'Bearer' } }, deref);
    expect(schemes.map((s) => s.name)).toEqual(['a', 'c']);
    expect(schemes[0]).toMatchObject({ type: 'apiKey', in: 'header', paramName: 'X-Key' });
    expect(schemes[1]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('tells an absent security (inherit) from an empty one (none)', () => {
    expect(readSecurity(undefined)).toBeUndefined();
    expect(readSecurity([])).toEqual([]);
    expect(readSecurity([{}, { k: ['s'] }])).toEqual([[], [{ scheme: 'k', scopes: ['s'] }]]);
  });

  it('reads servers with variables (a default from the first enum value when missing), and no list as undefined', () => {
    expect(readServers(undefined)).toBeUndefined();
    expect(readServers([])).toBeUndefined();
    expect(readServers([{ url: 'https://{env}.x', variables: { env: { enum: ['prod', 'dev'] } } }])).toEqual([
      { url: 'https://{env}.x', description: undefined, variables: { env: { default: 'prod', enum: ['prod', 'dev'], description: undefined } } },
    ]);
  });

  it('reads x-codeSamples and the older x-code-samples, skipping entries without a language or source', () => {
    expect(readCodeSamples({ 'x-codeSamples': [{ lang: 'Go', source: 'x' }, { lang: 'Go' }] })).toEqual([
      { lang: 'Go', label: undefined, source: 'x' },
    ]);
    expect(readCodeSamples({ 'x-code-samples': [{ lang: 'PHP', label: 'SDK', source: 'y' }] })).toEqual([
      { lang: 'PHP', label: 'SDK', source: 'y' },
    ]);
    expect(readCodeSamples({})).toBeUndefined();
  });
});
