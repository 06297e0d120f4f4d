import { describe, expect, it } from 'vitest';
import { shelterDocument } from '../../openapi/fixtures/schemas-39c';
import { operationMarkdownTree, overviewMarkdownTree } from './api';
import { operationModel, overviewModel } from '../../route-data/api-model';
import { stringifyMarkdown } from './stringify';

const SITE = { url: 'https://docs.example.com', baseUrl: '/' };
const doc = shelterDocument();

function twin(slug: string): string {
  const op = doc.operations.find((o) => o.slug === slug)!;
  return stringifyMarkdown(operationMarkdownTree(operationModel(op, doc, op.summary!, `/api/${slug}`), SITE));
}

/** The part of a twin between two headings (the first heading included). */
const section = (md: string, from: string, to: string) => md.slice(md.indexOf(from), md.indexOf(to, md.indexOf(from)));

describe('Markdown twins of schemas, response headers and links, externalDocs', () => {
  it('states the discriminator with its mapping and names each option by the value that selects it', () => {
    const body = section(twin('add-pet'), '## Request body', '## Code samples');
    expect(body).toContain('Schema: Cat | Dog: Discriminator: `petType` (`cat` → Cat, `dog` → Dog).');
    expect(body).toContain('- Option 1 (petType: cat): Cat: A cat. Combines Pet and an inline schema (allOf).');
    // Merged: the base's properties and the subtype's in one list, without the base's read-only ones in a request.
    expect(body).toContain('  - `petType` (string, required)\n  - `name` (string, required)\n  - `indoor` (boolean)');
    expect(body).not.toContain('`id`');
  });

  it('lists response headers and links, a link leading to the page of its operation', () => {
    const created = section(twin('add-pet'), '### 201 Created', '### 400');
    expect(created).toContain('- `Location` (string (uri), always sent): Where the new pet is.');
    expect(created).toContain('- `X-Rate-Limit` (integer): Requests left this hour.');
    expect(created).toContain(
      '- `GetPet`: [`GET /pets/{petId}`](https://docs.example.com/api/get-pet). The pet just added. With `petId` ← `$response.body#/id`.',
    );
    expect(created).toContain('[`GET /people/{personId}`](https://docs.example.com/api/get-person)');
  });

  it('shows write-only properties in a request schema and read-only ones in a response schema, not the reverse', () => {
    const md = twin('update-person');
    const request = section(md, '## Request body', '## Code samples');
    const response = section(md, '### 200 OK', '### 404');
    expect(request).toContain('`password` (string, write-only)');
    expect(request).not.toContain('`id` (');
    expect(response).toContain('`id` (integer, read-only)');
    expect(response).not.toContain('`password`');
    expect(response).toContain('- `contact` (Email | Phone)\n  - Option 1: Email');
  });

  it('links externalDocs of the operation, the document and a tag', () => {
    expect(twin('add-pet')).toContain('[How intake works](https://shelter.example.org/intake)');
    const overview = stringifyMarkdown(
      overviewMarkdownTree(overviewModel(doc, '/api/pet-shelter-api'), '/api/pet-shelter-api', SITE, '/openapi/x.yaml'),
    );
    expect(overview).toContain("[The shelter's guide](https://shelter.example.org/guide)");
    expect(section(overview, '### Pets', '### People')).toContain(
      '[Further documentation](https://shelter.example.org/pets)',
    );
  });
});
