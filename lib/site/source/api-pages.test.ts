import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../openapi/reader/document';
import { firstSentence } from '../openapi/text';
import { buildTree } from '../page-tree/build';
import { apiPages, tagDir } from './api-pages';

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('Returns `pending` sessions. More text.\n\nSecond paragraph.')).toBe(
      'Returns pending sessions.',
    );
    expect(firstSentence('See [the guide](/x) for **details**')).toBe('See the guide for details');
    expect(firstSentence(undefined)).toBeUndefined();
  });
});

describe('apiPages', () => {
  const doc = buildApiDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      tags: [{ name: 'multipart/form-data' }, { name: '..' }],
      paths: {
        '/upload': {
          post: { operationId: 'upload', summary: 'Upload a `file`', tags: ['multipart/form-data'], responses: {} },
        },
        '/up': { get: { operationId: 'up', tags: ['..'], responses: {} } },
      },
      webhooks: { paid: { post: { operationId: 'paid', summary: 'Order **paid**', responses: {} } } },
    },
    'f.yaml',
  );
  const { pages, categories, docs } = apiPages(doc);
  const tree = buildTree(docs, categories);
  const api = tree.find((n) => n.type === 'category' && n.id === 'api');
  const groups = api?.type === 'category' ? api.children.filter((n) => n.type === 'category') : [];

  it('keeps the operations of a tag with a slash or dots in one sidebar group of their own', () => {
    expect(groups.map((g) => [g.label, g.type === 'category' ? g.children.map((c) => c.label) : []])).toEqual([
      ['Multipart/form-data', ['Upload a file']],
      ['..', ['GET /up']],
      ['Webhooks', ['Order paid']],
    ]);
  });

  it('gives webhooks pages of their own, titled by their summary as plain text', () => {
    expect(pages.map((p) => [p.route, p.title])).toEqual([
      ['/api/shop', 'Shop'],
      ['/api/upload', 'Upload a file'],
      ['/api/up', 'GET /up'],
      ['/api/paid', 'Order paid'],
    ]);
  });

  it('slugs any tag into one folder under api/', () => {
    expect(tagDir('multipart/form-data')).toBe('api/multipart%2Fform-data');
    expect(tagDir('..')).toBe('api/%2E%2E');
    expect(tagDir('sessions')).toBe('api/sessions');
  });
});
