import { describe, expect, it } from 'vitest';
import { shelterDocument } from '../fixtures/schemas-39c';
import { buildApiDocument } from './document';

const doc = shelterDocument();
const op = (slug: string) => doc.operations.find((o) => o.slug === slug)!;

describe('page model: named examples, response headers and links, externalDocs', () => {
  it('keeps every named example of a body in file order, the first still being the example', () => {
    const [media] = op('add-pet').requestBody!.content;
    expect(media.examples?.map((e) => [e.key, e.summary])).toEqual([
      ['cat', 'A shy cat'],
      ['dog', 'A loud dog'],
    ]);
    expect(media.examples?.[1]).toMatchObject({ description: 'Dogs need a **yard**.', value: { value: { petType: 'dog', name: 'Rex', barks: true } } });
    expect(media).toMatchObject({ hasExample: true, example: { petType: 'cat', name: 'Tom', indoor: true } });
  });

  it('reads response headers, following a component reference', () => {
    const [created] = op('add-pet').responses;
    expect(created.headers).toEqual([
      expect.objectContaining({ name: 'Location', required: true, description: 'Where the new pet is.', schema: { type: 'string', format: 'uri' } }),
      expect.objectContaining({ name: 'X-Rate-Limit', required: false, description: 'Requests left this hour.' }),
    ]);
    expect(op('get-pet').responses[0].headers).toBeUndefined();
  });

  it('points response links at the operation they name, by operationId or by a local operationRef', () => {
    const [created] = op('add-pet').responses;
    expect(created.links).toEqual([
      {
        name: 'GetPet',
        description: 'The pet just added.',
        operationId: 'getPet',
        target: { slug: 'get-pet', method: 'get', path: '/pets/{petId}' },
        parameters: [{ name: 'petId', value: '$response.body#/id' }],
      },
      expect.objectContaining({
        name: 'Owner',
        operationRef: '#/paths/~1people~1{personId}/get',
        target: { slug: 'get-person', method: 'get', path: '/people/{personId}' },
      }),
    ]);
  });

  it('leaves a link to an unknown operation without a target', () => {
    const raw = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok', links: { L: { operationId: 'gone' } } } } } } },
    };
    const [link] = buildApiDocument(raw, 't.yaml').operations[0].responses[0].links!;
    expect(link).toMatchObject({ name: 'L', operationId: 'gone' });
    expect(link.target).toBeUndefined();
  });

  it('reads externalDocs of the document, a tag and an operation', () => {
    expect(doc.externalDocs).toEqual({ url: 'https://shelter.example.org/guide', description: "The shelter's guide" });
    expect(doc.tags.find((t) => t.name === 'pets')?.externalDocs).toEqual({ url: 'https://shelter.example.org/pets' });
    expect(doc.tags.find((t) => t.name === 'people')?.externalDocs).toBeUndefined();
    expect(op('add-pet').externalDocs).toEqual({ url: 'https://shelter.example.org/intake', description: 'How intake works' });
  });

  it('takes a parameter example from its first named example', () => {
    const raw = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, examples: { x: { value: 'one' }, y: { value: 'two' } } }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    const [p] = buildApiDocument(raw, 't.yaml').operations[0].parameters;
    expect(p.example).toBe('one');
    expect(p.examples?.map((e) => e.key)).toEqual(['x', 'y']);
  });
});
