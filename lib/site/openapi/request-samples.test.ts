import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentialSlots, requiredSchemes } from './credentials';
import { buildApiDocument } from './reader/document';
import { operationServers, serverUrl } from './servers';
import { codeSamples, SAMPLE_LANGUAGES } from './snippets';
import type { ApiDocument } from '../../shared/openapi-types';

let doc: ApiDocument;
const op = (slug: string) => doc.operations.find((o) => o.slug === slug)!;
const sample = (slug: string, id: string) => codeSamples(op(slug), doc).find((s) => s.id === id)!.code;
const generated = (slug: string) => codeSamples(op(slug), doc).filter((s) => !s.id.startsWith('x-'));

beforeAll(() => {
  doc = buildApiDocument(parse(readFileSync(join(__dirname, 'fixtures', 'requests.yaml'), 'utf8')), 'requests.yaml');
});

describe('the model of security, servers and x-codeSamples', () => {
  it('reads every security scheme with where its credential goes, and the flows and URLs of OAuth2 and OpenID Connect', () => {
    const byName = Object.fromEntries((doc.securitySchemes ?? []).map((s) => [s.name, s]));
    expect(Object.keys(byName)).toEqual(['bearerAuth', 'basicAuth', 'apiKeyHeader', 'apiKeyQuery', 'cookieKey', 'oauth', 'openId']);
    expect(byName.apiKeyQuery).toMatchObject({ type: 'apiKey', in: 'query', paramName: 'api_key' });
    expect(byName.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(byName.oauth.flows).toEqual([
      {
        flow: 'authorizationCode',
        authorizationUrl: 'https://auth.clinic.example/authorize',
        tokenUrl: 'https://auth.clinic.example/token',
        refreshUrl: undefined,
        scopes: { 'visits:write': 'Book visits' },
      },
    ]);
    expect(byName.openId.openIdConnectUrl).toBe('https://auth.clinic.example/.well-known/openid-configuration');
  });

  it("applies the document's security to operations without their own, and an empty `security: []` removes it", () => {
    expect(op('get-pet').security).toEqual([[{ scheme: 'bearerAuth', scopes: [] }]]);
    expect(op('book-visit').security).toEqual([[{ scheme: 'basicAuth', scopes: [] }], [{ scheme: 'oauth', scopes: ['visits:write'] }]]);
    expect(op('add-note').security).toEqual([]);
    expect(requiredSchemes(op('add-note'), doc)).toEqual([]);
    expect(credentialSlots(op('upload-photo'), doc).map((s) => `${s.in}:${s.name}`)).toEqual(['header:X-API-Key', 'query:api_key']);
  });

  it('substitutes server variables with their defaults or a choice, and prefers path-level servers', () => {
    const [regional] = doc.servers;
    expect(regional.variables?.region).toEqual({ default: 'eu', enum: ['eu', 'us'], description: 'Where your data is kept' });
    expect(serverUrl(regional)).toBe('https://eu.clinic.example/v2');
    expect(serverUrl(regional, { region: 'us' })).toBe('https://us.clinic.example/v2');
    expect(operationServers(op('upload-photo'), doc).map((s) => s.url)).toEqual(['https://uploads.clinic.example']);
    expect(operationServers(op('get-pet'), doc)).toBe(doc.servers);
  });
});

describe('code samples of requests beyond JSON', () => {
  it('cURL: path, query (style form without explode, deepObject), header and cookie parameters, all encoded, with the bearer token', () => {
    expect(sample('get-pet', 'curl')).toBe(
      [
        "curl 'https://eu.clinic.example/v2/pets/a%20b%2Fc?fields=name,age&q=%5BEe%5D%231%20%26%20co&filter%5Bkind%5D=cat&filter%5Bage%5D=3' \\",
        "  --header 'Accept: application/json' \\",
        "  --header 'X-Request-Id: req-42' \\",
        "  --header 'Authorization: Bearer <token>' \\",
        "  --header 'Cookie: visit=morning%20slot'",
      ].join('\n'),
    );
  });

  it('cURL: a multipart body with a file part and a JSON part, on the path-level server, API keys in a header and the query', () => {
    const curl = sample('upload-photo', 'curl');
    expect(curl).toMatch(/^curl 'https:\/\/uploads\.clinic\.example\/pets\/7\/photo\?api_key=YOUR_API_KEY' \\/);
    expect(curl).toContain("--header 'X-API-Key: <api-key>'");
    expect(curl).toContain("--form 'caption=At the vet'");
    expect(curl).toContain("--form 'photo=@photo.bin'");
    expect(curl).toContain(';type=application/json');
    // The client writes the multipart Content-Type with its boundary: a sample must not set its own.
    expect(curl).not.toContain('Content-Type');
  });

  it('cURL: a form-urlencoded body field by field with basic credentials, a binary body read from a file, a text body as is', () => {
    const form = sample('book-visit', 'curl');
    expect(form).toContain("--header 'Authorization: Basic <base64 of username:password>'");
    expect(form).toContain("--data-urlencode 'note=a&b = c'");
    const binary = sample('put-record', 'curl');
    expect(binary).toMatch(/^curl 'https:\/\/eu\.clinic\.example\/v2\/records\/;ids=1;ids=2' \\/);
    expect(binary).toContain("--header 'Cookie: clinic_session=YOUR_API_KEY'");
    expect(binary).toContain("--header 'Authorization: Bearer <access-token>'");
    expect(binary).toContain("--data-binary '@body.bin'");
    expect(sample('add-note', 'curl')).toContain("--data 'Needs a check-up'");
    expect(sample('add-note', 'curl')).not.toContain('Authorization');
  });

  it('every language carries the credential, the header parameter and the cookie of the operation', () => {
    for (const s of generated('get-pet')) {
      // C# names the scheme apart: AuthenticationHeaderValue("Bearer", "<token>").
      expect(s.code, s.id).toMatch(/Bearer(", ")? ?<token>/);
      expect(s.code, s.id).toContain('req-42');
      expect(s.code, s.id).toContain('visit=morning%20slot');
    }
    for (const s of generated('upload-photo')) {
      expect(s.code, s.id).toContain('<api-key>');
      expect(s.code, s.id).toContain('YOUR_API_KEY');
    }
  });

  it('every language sends the multipart file part from a file, and percent-encodes query values except Python, whose client does', () => {
    for (const s of generated('upload-photo')) expect(s.code, s.id).toContain('photo.bin');
    for (const s of generated('get-pet')) {
      if (s.id.startsWith('python')) expect(s.code, s.id).toContain('"q": "[Ee]#1 & co"');
      else expect(s.code, s.id).toContain('q=%5BEe%5D%231%20%26%20co');
    }
  });

  it("puts the file's x-codeSamples first, as written and labelled, then the generated languages", () => {
    const samples = codeSamples(op('put-record'), doc);
    expect(samples[0]).toMatchObject({ id: 'x-0', label: 'Python SDK', lang: 'python' });
    expect(samples[0].code).toContain('Client().records.put([1, 2], open("records.bin", "rb"))');
    expect(samples.slice(1).map((s) => s.id)).toEqual(SAMPLE_LANGUAGES.map((l) => l.id));
  });

  // Read line by line when written; regenerate with UPDATE_GOLDEN=1 and read the diff.
  it.each(['get-pet', 'upload-photo', 'book-visit', 'put-record', 'add-note'])(
    'for %s (requests fixture) match the reviewed golden file',
    (slug) => {
      const file = join(__dirname, '__golden__', 'requests', `${slug}.txt`);
      const actual = codeSamples(op(slug), doc)
        .map((s) => `### ${s.label} (${s.lang})\n${s.code}\n`)
        .join('\n');
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
      expect(existsSync(file), `missing golden file ${file}`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    },
  );
});
