import { describe, expect, it } from 'vitest';
import { requestParts, type Typed } from './send';
import type { TryItSpec } from '../../shared/try-it/spec';

const typed = (extra: Partial<Typed> = {}): Typed => ({
  params: {},
  credentials: {},
  fields: {},
  file: null,
  text: '',
  ...extra,
});
const spec = (extra: Partial<TryItSpec> = {}): TryItSpec => ({ method: 'POST', path: '/x', params: [], ...extra });

describe('requestParts', () => {
  it('puts a bearer token, a base64 basic credential and an API key where their schemes say', () => {
    const parts = requestParts(
      spec({
        credentials: [
          { scheme: 'bearer', in: 'header', name: 'Authorization', template: 'Bearer {value}' },
          { scheme: 'basic', in: 'header', name: 'X-Basic', template: 'Basic {value}', basic: true },
          { scheme: 'key', in: 'query', name: 'api key', template: '{value}' },
        ],
      }),
      typed({ credentials: { bearer: 'tok', basic: 'ann:pä ss', key: 'a&b' } }),
    );
    expect(parts.headers).toEqual({
      Authorization: 'Bearer tok',
      'X-Basic': `Basic ${Buffer.from('ann:pä ss').toString('base64')}`,
    });
    expect(parts.query).toEqual([{ name: 'api%20key', value: 'a%26b' }]);
  });

  it('leaves out a credential the reader left empty, and collects cookies apart (a page cannot set them)', () => {
    const parts = requestParts(
      spec({
        params: [{ name: 'visit', in: 'cookie', required: true }],
        credentials: [{ scheme: 'c', in: 'cookie', name: 'sid', template: '{value}' }],
      }),
      typed({ params: { visit: 'a b' }, credentials: { c: 's;1' } }),
    );
    expect(parts.headers).toEqual({});
    expect(parts.cookies).toEqual(['visit=a%20b', 'sid=s%3B1']);
  });

  it('writes header parameters as style simple, arrays typed as JSON comma-joined', () => {
    const parts = requestParts(
      spec({ params: [{ name: 'X-Ids', in: 'header', required: false, structured: true }] }),
      typed({ params: { 'X-Ids': '[1,2]' } }),
    );
    expect(parts.headers).toEqual({ 'X-Ids': '1,2' });
  });

  it('sends multipart fields and files as FormData, and form fields as URLSearchParams, leaving out empty ones', () => {
    const fields = [
      { name: 'caption', file: false },
      { name: 'photo', file: true },
      { name: 'empty', file: false },
    ];
    const photo = new File(['png'], 'cat.png', { type: 'image/png' });
    const multipart = requestParts(
      spec({ body: { required: true, kind: 'multipart', fields } }),
      typed({ fields: { caption: 'Hi', photo, empty: '' } }),
    ).body as FormData;
    expect(multipart).toBeInstanceOf(FormData);
    expect(multipart.get('caption')).toBe('Hi');
    expect((multipart.get('photo') as File).name).toBe('cat.png');
    expect(multipart.has('empty')).toBe(false);
    const form = requestParts(
      spec({ body: { required: true, kind: 'form', fields } }),
      typed({ fields: { caption: 'a&b' } }),
    );
    expect(String(form.body)).toBe('caption=a%26b');
    expect(form.headers).toEqual({});
  });

  it('sends a text body with its media type, a binary body from the chosen file, and asks for a required file', () => {
    const text = requestParts(
      spec({ body: { required: false, kind: 'text', contentType: 'text/csv' } }),
      typed({ text: 'a,b' }),
    );
    expect(text.body).toBe('a,b');
    expect(text.headers['Content-Type']).toBe('text/csv');
    const file = new File(['x'], 'x.bin');
    const binary = requestParts(
      spec({ body: { required: true, kind: 'binary', contentType: 'image/png' } }),
      typed({ file }),
    );
    expect(binary.body).toBe(file);
    expect(binary.headers['Content-Type']).toBe('image/png');
    const missing = requestParts(spec({ body: { required: true, kind: 'binary' } }), typed());
    expect(missing.problems).toEqual([{ field: '', message: 'The body is required: choose a file to send.' }]);
  });
});
