import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';
import { OpenApiError } from './errors';
import { OPENAPI_FILE } from './paths';
import type { SchemaObject } from '../../shared/openapi-types';

const load = (file: string) => loadApiDocument({ file, configPath: 'redocly.yaml', strict: true });
const loadLoose = (file: string) => loadApiDocument({ file, configPath: 'redocly.yaml' });

describe('loadApiDocument', () => {
  it('loads the site OpenAPI file without lint problems and gives the seven spec routes and the DELETE page', async () => {
    const doc = await load(OPENAPI_FILE);
    expect(doc.slug).toBe('ra-aid-api');
    expect(doc.operations.map((o) => `${o.method} ${o.path} ${o.slug}`)).toEqual([
      'get /v1/session list-sessions-v-1-session-get',
      'post /v1/session create-session-v-1-session-post',
      'get /v1/session/{session_id} get-session-v-1-session-session-id-get',
      'delete /v1/session/{session_id} delete-session-v-1-session-session-id-delete',
      'get /v1/session/{session_id}/trajectory get-session-trajectories-v-1-session-session-id-trajectory-get',
      'post /v1/spawn-agent spawn-agent-v-1-spawn-agent-post',
      'get /config get-config-config-get',
      'get / get-root-get',
    ]);
    expect(doc.tags.map((t) => t.name)).toEqual(['sessions', 'agent']);
    expect(doc.operations.filter((o) => !o.tag).map((o) => o.path)).toEqual(['/config', '/']);
    expect(Object.keys(doc.schemas)).toEqual(
      expect.arrayContaining(['SessionModel', 'PaginatedSessionResponse', 'TrajectoryModel', 'CreateSessionRequest', 'SpawnAgentRequest', 'SpawnAgentResponse']),
    );
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://localhost:1818' })]);
    expect(doc.info.description).toContain('/v1/ws');
  });

  it('stops on an invalid file when strict, listing every problem as file:line:column, rule and message', async () => {
    const error = await load('lib/site/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid OpenAPI file lib/site/openapi/fixtures/invalid.yaml (2 problems');
    expect(message).toMatch(/lib\/site\/openapi\/fixtures\/invalid\.yaml:22:\d+ {2}error {2}no-unresolved-refs {2}Can't resolve \$ref/);
    expect(message).toMatch(/lib\/site\/openapi\/fixtures\/invalid\.yaml:13:\d+ {2}error {2}path-parameters-defined {2}.*`\{id\}`/);
  });

  it('says in a strict failure where strict was set and how to relax it', async () => {
    const error = await load('lib/site/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect((error as Error).message).toContain('strict because openapi.strict is true in site.config.mjs: set it to false');
  });

  it('without strict, stops only on what cannot be read: the unresolvable $ref, not the undefined path parameter', async () => {
    const error = await loadLoose('lib/site/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as Error).message).toContain('1 problem; the document cannot be read');
    expect((error as OpenApiError).problems).toEqual([
      expect.objectContaining({ line: 22, message: expect.stringMatching(/^error {2}no-unresolved-refs {2}/) }),
    ]);
  });

  it.each([
    ['a list', '- 1\n- 2\n', /the file holds a list, not an OpenAPI document/],
    ['no version field', 'info:\n  title: T\n  version: 1.0.0\npaths: {}\n', /no "openapi" \(or "swagger"\) version field/],
    ['OpenAPI 4.0', 'openapi: 4.0.0\ninfo:\n  title: T\n  version: 1.0.0\n', /OpenAPI 4\.0\.0 is not supported/],
  ])('refuses a file that is not a readable OpenAPI document: %s', async (_, text, expected) => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-unreadable-'));
    writeFileSync(join(dir, 'api.yaml'), text);
    const error = await loadLoose(join(dir, 'api.yaml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).problems).toEqual([expect.objectContaining({ message: expect.stringMatching(expected) })]);
  });

  it('locates problems of a single-line JSON file by JSON pointer and operation or schema, and reads what they mean', async () => {
    const doc = await loadLoose('lib/site/openapi/fixtures/minified.json');
    const file = 'lib/site/openapi/fixtures/minified.json';
    expect(doc.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${file}:1:\\d+ {2}error {2}nullable-type-sibling {2}#/components/schemas/Account/properties/owner/nullable \\(schema Account\\): `),
        ),
        // Redocly follows the `$ref` of the allOf object and reports at its target.
        expect.stringMatching(new RegExp(`^${file}:1:\\d+ {2}error {2}struct {2}#/components/schemas/Person \\(schema Person\\): Expected type \`AllOf\` \\(array\\)`)),
        expect.stringMatching(new RegExp(`^${file}:1:\\d+ {2}warn {2}info-license {2}#/info: `)),
      ]),
    );
    const owner = doc.schemas.Account.properties as Record<string, SchemaObject>;
    expect(owner.parent.allOf).toEqual([{ $ref: '#/components/schemas/Person' }]);
    expect(doc.operations.map((o) => o.slug)).toEqual(['get-account']);
  });

  it('reports a YAML syntax error with its line and column', async () => {
    const error = await load('lib/site/openapi/fixtures/bad-yaml.yaml').catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/lib\/site\/openapi\/fixtures\/bad-yaml\.yaml:\d+:\d+ {2}error {2}yaml {2}\S/);
  });

  it("accepts example timestamps in the naive form RA.Aid's server writes, and still stops on other date-time mismatches", async () => {
    const error = await load('lib/site/openapi/fixtures/timestamps.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const problems = (error as OpenApiError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'lib/site/openapi/fixtures/timestamps.yaml', line: 32 });
    expect(problems[0].message).toContain('must match format "date-time"');
  });

  it('tells apart two operations that would get the same route by method and path, with a warning naming both', async () => {
    const doc = await load('lib/site/openapi/fixtures/duplicate-slug.yaml');
    expect(doc.operations.map((o) => o.slug)).toEqual(['get-items', 'get-items-all']);
    expect(doc.warnings).toEqual([
      expect.stringMatching(
        /^lib\/site\/openapi\/fixtures\/duplicate-slug\.yaml:13:5 {2}warn {2}page-slug {2}GET \/items \(operationId list_items\) would share \/api\/list-items with another page; it is at \/api\/get-items instead$/,
      ),
      expect.stringMatching(/duplicate-slug\.yaml:22:5 {2}warn {2}page-slug {2}GET \/items\/all \(operationId listItems\) would share/),
    ]);
  });

  it('prints style problems as located warnings without stopping, and stops on them when strict', async () => {
    const doc = await loadLoose('lib/site/openapi/fixtures/style-warnings.yaml');
    expect(doc.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['get /things']);
    const file = 'lib/site/openapi/fixtures/style-warnings.yaml';
    expect(doc.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:4:\\d+ {2}warn {2}info-license {2}\\S`)),
        expect.stringMatching(new RegExp(`^${file}:11:\\d+ {2}error {2}operation-summary {2}\\S`)),
        expect.stringMatching(new RegExp(`^${file}:8:\\d+ {2}error {2}no-server-trailing-slash {2}\\S`)),
      ]),
    );
    const error = await load(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).problems.length).toBe(doc.warnings!.length);
  });

  it('stops on every problem when redocly.yaml says x-strict: true', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redocly-strict-'));
    const configPath = join(dir, 'redocly.yaml');
    writeFileSync(configPath, 'extends:\n  - recommended\nx-strict: true\n');
    const error = await loadApiDocument({ file: 'lib/site/openapi/fixtures/style-warnings.yaml', configPath }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as Error).message).toContain('strict because redocly.yaml says x-strict: true: remove it');
  });

  it('reads a Swagger 2.0 file, converted to OpenAPI 3.0, and says so', async () => {
    const doc = await loadLoose('node_modules/@readme/oas-examples/2.0/json/petstore.json');
    expect(doc.convertedFrom).toBe('Swagger 2.0');
    expect(doc.servers.map((s) => s.url)).toEqual(['http://petstore.swagger.io/v2']);
    const add = doc.operations.find((o) => o.operationId === 'addPet');
    expect(add?.requestBody?.content.map((c) => c.contentType)).toEqual(['application/json', 'application/xml']);
    expect(add?.requestBody?.content[0].schema).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('loads a webhooks-only OpenAPI 3.1 file: no operations, one webhook', async () => {
    const doc = await loadLoose('lib/site/openapi/fixtures/webhooks-only.yaml');
    expect(doc.operations).toEqual([]);
    expect(doc.webhooks?.map((w) => [w.webhook, w.method, w.slug])).toEqual([['newPet', 'post', 'new-pet']]);
    expect(doc.webhooks?.[0].requestBody?.content[0].contentType).toBe('application/json');
  });
});
