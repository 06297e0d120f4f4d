import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../openapi/reader/document';
import { firstSentence } from '../openapi/text';
import { PATH_GROUPS_ABOVE } from '../openapi/path-groups';
import { buildTree } from '../page-tree/build';
import { pruneTree } from '../../shared/page-tree/prune';
import { apiPages, tagDir } from './api-pages';

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('Returns `pending` sessions. More text.\n\nSecond paragraph.')).toBe(
      'Returns pending sessions.',
    );
    expect(firstSentence('See [the guide](/x) for **details**')).toBe('See the guide for details');
    expect(firstSentence(undefined)).toBeUndefined();
  });

  it('leaves out the HTML tags of a description written in HTML, not a type written with angle brackets', () => {
    expect(firstSentence('<p>Returns a list of <a href="/x">charges</a>. More.</p>')).toBe(
      'Returns a list of charges.',
    );
    expect(firstSentence('Takes a `List<Item>` and<br/>more')).toBe('Takes a List<Item> and more');
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

describe('apiPages of a large untagged API', () => {
  // PATH_GROUPS_ABOVE + 1 untagged operations over three resources, and one tagged operation.
  const paths = Object.fromEntries(
    Array.from({ length: PATH_GROUPS_ABOVE + 1 }, (_, i) => [
      `/v1/${['customers', 'charges', 'refunds'][i % 3]}/x${i}`,
      { get: { operationId: `op${i}`, responses: {} } },
    ]),
  );
  const doc = buildApiDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Pay', version: '1' },
      paths: { ...paths, '/v1/tagged': { get: { operationId: 'tagged', tags: ['files'], responses: {} } } },
    },
    'f.yaml',
  );
  const { categories, docs, categoryPage } = apiPages(doc);
  const tree = buildTree(docs, categories);
  const api = tree.find((n) => n.type === 'category' && n.id === 'api');
  const children = api?.type === 'category' ? api.children : [];

  it('groups the untagged operations by path, after the tags, each group a closed category in file order', () => {
    expect(children.map((n) => [n.label, n.type === 'category' ? [n.collapsed, n.children.length] : 'page'])).toEqual([
      ['Pay', 'page'],
      ['Files', [true, 1]],
      ['customers', [true, 17]],
      ['charges', [true, 17]],
      ['refunds', [true, 17]],
    ]);
    const customers = children[2];
    expect(customers.type === 'category' && customers.children.slice(0, 2).map((c) => c.label)).toEqual([
      'GET /v1/customers/x0',
      'GET /v1/customers/x3',
    ]);
    expect(categoryPage.description).toBe('Every endpoint of the Pay 1, grouped by tag and path.');
  });

  it("leaves every group but the current page's empty when the sidebar is pruned", () => {
    const current = children[3];
    const pruned = pruneTree(tree, ['api', current.type === 'category' ? current.id : '']);
    const api = pruned.find((n) => n.type === 'category' && n.id === 'api');
    const open =
      api?.type === 'category' ? (api.children ?? []).filter((n) => n.type === 'category' && n.children) : [];
    expect(open.map((n) => n.label)).toEqual(['charges']);
  });
});
