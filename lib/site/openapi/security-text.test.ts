import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument } from './reader/document';
import { operationSections } from './sections';
import { requirementsMarkdown, schemesMarkdown } from './security-text';
import type { ApiDocument } from '../../shared/openapi-types';

let doc: ApiDocument;
const op = (slug: string) => doc.operations.find((o) => o.slug === slug)!;

beforeAll(() => {
  doc = buildApiDocument(parse(readFileSync(join(__dirname, 'fixtures', 'requests.yaml'), 'utf8')), 'requests.yaml');
});

describe('security in words', () => {
  it('lists every scheme on the overview with where its credential goes and the placeholder the samples use', () => {
    const text = schemesMarkdown(doc);
    expect(text).toContain('- **bearerAuth**: HTTP bearer token (JWT), sent in the header `Authorization: Bearer <token>`.');
    expect(text).toContain('- **apiKeyQuery**: API key, sent in the query parameter `api_key` (`api_key=YOUR_API_KEY`).');
    expect(text).toContain('- **cookieKey**: API key, sent in the cookie `clinic_session`');
    expect(text).toContain('authorization URL <https://auth.clinic.example/authorize>, token URL <https://auth.clinic.example/token>');
    expect(text).toContain('    - `visits:write`: Book visits');
    expect(text).toContain('provider described at <https://auth.clinic.example/.well-known/openid-configuration>');
  });

  it('says what each operation requires: one scheme, several together, or a choice of options with scopes', () => {
    expect(requirementsMarkdown(op('get-pet'), doc)).toMatch(/^Requires:\n\n- \*\*bearerAuth\*\*: HTTP bearer/);
    expect(requirementsMarkdown(op('upload-photo'), doc)).toMatch(/^Requires all of these together:\n\n- \*\*apiKeyHeader\*\*.*\n- \*\*apiKeyQuery\*\*/);
    const choice = requirementsMarkdown(op('book-visit'), doc)!;
    expect(choice).toMatch(/^Requires one of these options \(the code samples use the first\):/);
    expect(choice).toContain('1. **basicAuth**: HTTP basic authentication');
    expect(choice).toContain('2. **oauth** with scope `visits:write`: OAuth 2.0 access token');
  });

  it('gives an operation an Authentication section only when it needs credentials', () => {
    expect(operationSections(op('get-pet'))[0]).toMatchObject({ kind: 'authentication', id: 'authentication' });
    expect(operationSections(op('add-note')).map((s) => s.kind)).not.toContain('authentication');
    expect(requirementsMarkdown(op('add-note'), doc)).toBe('No authentication: anyone may call it.');
  });

  it('says nothing for a document without security schemes (RA.Aid: `security: []`)', () => {
    const bare: ApiDocument = { ...doc, securitySchemes: [] };
    expect(schemesMarkdown(bare)).toBe('');
    expect(requirementsMarkdown({ ...op('add-note'), security: [] }, bare)).toBeUndefined();
  });
});
