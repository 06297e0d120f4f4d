import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument } from '../reader/document';
import type { ApiDocument } from '../../../shared/openapi-types';
import { tryItModel } from './model';

let doc: ApiDocument;
const model = (slug: string) => tryItModel(doc.operations.find((o) => o.slug === slug)!, doc);

beforeAll(() => {
  const file = join(__dirname, '..', 'fixtures', 'requests.yaml');
  doc = buildApiDocument(parse(readFileSync(file, 'utf8')), 'requests.yaml');
});

describe('the Send panel of a document other than RA.Aid’s', () => {
  it("starts at the document's first server with its variables' defaults, and offers every server and enum value", () => {
    const m = model('get-pet');
    expect(m.baseUrl).toBe('https://eu.clinic.example/v2');
    expect(m.servers.map((s) => s.url)).toEqual([
      'https://eu.clinic.example/v2',
      'https://us.clinic.example/v2',
      'http://localhost:8080',
    ]);
    expect(m.spec.raAid).toBeUndefined();
  });

  it('uses the path-level server, alone, without a picker', () => {
    const m = model('upload-photo');
    expect(m.baseUrl).toBe('https://uploads.clinic.example');
    expect(m.servers).toEqual([]);
  });

  it('has inputs for header and cookie parameters, prefilled like the samples, and for the credentials', () => {
    const m = model('get-pet');
    expect(m.fields.filter((f) => f.in === 'header' || f.in === 'cookie')).toEqual([
      { name: 'X-Request-Id', in: 'header', required: true, value: 'req-42', placeholder: 'string' },
      { name: 'visit', in: 'cookie', required: true, value: 'morning slot', placeholder: 'string' },
    ]);
    expect(m.credentials).toEqual([
      { scheme: 'bearerAuth', in: 'header', name: 'Authorization', template: 'Bearer {value}', asks: 'token' },
    ]);
    expect(m.spec.params.find((p) => p.name === 'filter')).toEqual({
      name: 'filter',
      in: 'query',
      required: false,
      style: 'deepObject',
      structured: true,
    });
  });

  it('sends multipart fields with file inputs, form fields, a binary file and a text body', () => {
    const upload = model('upload-photo');
    expect(upload.spec.body).toMatchObject({ kind: 'multipart', contentType: 'multipart/form-data', required: true });
    expect(upload.bodyFields).toEqual([
      { name: 'caption', value: 'At the vet', file: false },
      { name: 'photo', value: '', file: true },
      { name: 'meta', value: '{"width":640}', file: false },
    ]);
    expect(upload.bodyText).toBeNull();
    expect(upload.credentials.map((c) => c.in)).toEqual(['header', 'query']);
    expect(model('book-visit').spec.body).toMatchObject({ kind: 'form', fields: [{ name: 'day', file: false }, { name: 'note', file: false }] });
    expect(model('book-visit').credentials[0]).toMatchObject({ basic: true, asks: 'username:password' });
    expect(model('put-record').spec.body).toMatchObject({ kind: 'binary', contentType: 'application/octet-stream' });
    const note = model('add-note');
    expect(note.spec.body).toMatchObject({ kind: 'text', contentType: 'text/plain' });
    expect(note.bodyText).toBe('Needs a check-up');
    expect(note.credentials).toEqual([]);
  });
});
