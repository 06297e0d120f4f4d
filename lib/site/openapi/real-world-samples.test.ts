import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { doc as guide, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { pageMarkdown } from '../outputs/markdown/page';
import { loadSource } from '../source/load';
import { bodySample } from './bodies';
import { overviewNotes, samplesNote } from './document-notes';
import { loadApiDocument } from './load';
import { codeSamples } from './snippets';
import { tryItModel } from './try-it/model';
import type { ApiDocument } from '../../shared/openapi-types';

// Samples and Send for shapes common in public API descriptions: wildcard media ranges, no servers.
let doc: ApiDocument;
const op = (id: string) => doc.operations.find((o) => o.operationId === id)!;
const sample = (id: string, lang: string) => codeSamples(op(id), doc).find((s) => s.id === lang)!.code;

beforeAll(async () => {
  doc = await loadApiDocument({ file: 'lib/site/openapi/fixtures/no-servers.yaml', configPath: 'redocly.yaml' });
});

describe('a body listed under a wildcard media range first', () => {
  it('application/*+json is sent as application/json with its JSON example, not as a file', () => {
    const curl = sample('createOrder', 'curl');
    expect(curl).toContain("Content-Type: application/json'");
    expect(curl).toContain('"item": "tea"');
    expect(curl).not.toContain('@body.bin');
    expect(sample('createOrder', 'python-requests')).toMatch(/json=\{\s*"item": "tea"/);
  });

  it('*/* with an object schema is sent as JSON made from the schema', () => {
    const body = bodySample(op('putNote'), doc)!;
    expect(body).toMatchObject({ kind: 'json', media: { contentType: 'application/json' }, value: { text: 'remember the milk' } });
  });

  it('*/* gives way to a JSON type listed after it, with that type\'s example', () => {
    const body = bodySample(op('putLabel'), doc)!;
    expect(body).toMatchObject({ kind: 'json', media: { contentType: 'application/json' }, value: { label: 'urgent' } });
  });

  it('*/* with a binary schema stays a file upload, sent as application/octet-stream', () => {
    expect(bodySample(op('putFile'), doc)).toMatchObject({ kind: 'binary', media: { contentType: 'application/octet-stream' } });
  });

  it('Send gets a JSON textarea with the example instead of a file input', () => {
    const model = tryItModel(op('createOrder'), doc);
    expect(JSON.parse(model.bodyText!)).toEqual({ item: 'tea', quantity: 2 });
    expect(model.spec.body).not.toHaveProperty('kind');
    expect(model.bodyFields).toEqual([]);
  });
});

describe('a document without servers', () => {
  it('samples call the placeholder https://api.example.com, and say it is one', () => {
    expect(sample('createOrder', 'curl')).toMatch(/^curl https:\/\/api\.example\.com\/orders /);
    expect(samplesNote(op('createOrder'), doc)).toMatch(/^`https:\/\/api\.example\.com` is a placeholder: the API description gives no server address/);
  });

  it('the overview says the samples call a placeholder', () => {
    expect(overviewNotes(doc)).toEqual([expect.stringContaining('the code samples call `https://api.example.com`, a placeholder')]);
  });

  it('Send asks for the base URL: an empty, required input with a hint', () => {
    const model = tryItModel(op('createOrder'), doc);
    expect(model.baseUrl).toBe('');
    expect(model.asksBaseUrl).toBe(true);
    expect(model.servers).toEqual([]);
  });

  it('a relative server keeps its path after the placeholder origin', () => {
    const relative = { ...doc, servers: [{ url: '/api/v3' }] };
    expect(codeSamples(op('createOrder'), relative).find((s) => s.id === 'curl')!.code).toContain('https://api.example.com/api/v3/orders');
    expect(tryItModel(op('createOrder'), relative).asksBaseUrl).toBe(true);
  });

  it('a document with a server has neither note nor question', () => {
    const served = { ...doc, servers: [{ url: 'https://shop.test' }] };
    expect(samplesNote(op('createOrder'), served)).toBeUndefined();
    expect(overviewNotes(served)).toEqual([]);
    expect(tryItModel(op('createOrder'), served)).toMatchObject({ baseUrl: 'https://shop.test' });
    expect(tryItModel(op('createOrder'), served).asksBaseUrl).toBeUndefined();
  });
});

describe('the Markdown twins of a document without servers', () => {
  it('say on the overview and beside the samples that the address is a placeholder, as inline code', async () => {
    const content = fixtureTree({ 'intro.mdx': guide({ title: 'Intro', description: 'Landing', slug: '/' }, 'Text.\n') });
    const source = await loadSource({
      contentDir: content,
      projectRoot: process.cwd(),
      publicDir: join(content, 'public'),
      openapi: { file: 'lib/site/openapi/fixtures/no-servers.yaml', configPath: 'redocly.yaml' },
      apiDownloadPath: '/openapi/api.yaml',
    });
    const twin = (route: string) => pageMarkdown(source.byRoute.get(route)!, source, { url: 'https://docs.test', baseUrl: '/' });
    expect(twin('/api/wildcard-api')).toContain('so the code samples call `https://api.example.com`, a placeholder');
    const order = twin('/api/create-order');
    expect(order).toContain('`https://api.example.com` is a placeholder: the API description gives no server address.');
    expect(order.indexOf('is a placeholder')).toBeLessThan(order.indexOf('curl https://api.example.com/orders'));
  });
});
