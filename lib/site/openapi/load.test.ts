import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';
import { OpenApiError } from './errors';
import { OPENAPI_FILE } from './paths';

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

  it('stops on an invalid file, listing every problem as file:line:column, rule and message', async () => {
    const error = await load('lib/site/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid OpenAPI file lib/site/openapi/fixtures/invalid.yaml (2 problems');
    // Both are errors of the specification, so they stop the build without strict too.
    const loose = await loadLoose('lib/site/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect((loose as OpenApiError).problems.map((p) => p.line)).toEqual((error as OpenApiError).problems.map((p) => p.line));
    expect(message).toMatch(/lib\/site\/openapi\/fixtures\/invalid\.yaml:22:\d+ {2}error {2}no-unresolved-refs {2}Can't resolve \$ref/);
    expect(message).toMatch(/lib\/site\/openapi\/fixtures\/invalid\.yaml:13:\d+ {2}error {2}path-parameters-defined {2}.*`\{id\}`/);
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
    expect((error as Error).message).toContain('strict: warnings stop the build too');
  });

  it('refuses a Swagger 2.0 file at its swagger line, saying to convert it to OpenAPI 3', async () => {
    const error = await loadLoose('lib/site/openapi/fixtures/swagger-2.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).problems).toEqual([
      expect.objectContaining({ file: 'lib/site/openapi/fixtures/swagger-2.yaml', line: 2, column: 1 }),
    ]);
    expect((error as Error).message).toMatch(/Swagger 2\.0 is not supported: convert the file to OpenAPI 3/);
  });

  it('loads a webhooks-only OpenAPI 3.1 file: no operations, one webhook', async () => {
    const doc = await loadLoose('lib/site/openapi/fixtures/webhooks-only.yaml');
    expect(doc.operations).toEqual([]);
    expect(doc.webhooks?.map((w) => [w.webhook, w.method, w.slug])).toEqual([['newPet', 'post', 'new-pet']]);
    expect(doc.webhooks?.[0].requestBody?.content[0].contentType).toBe('application/json');
  });
});
