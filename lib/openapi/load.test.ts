import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';
import { OpenApiError } from './errors';
import { OPENAPI_FILE } from './paths';

const load = (file: string) => loadApiDocument({ file, configPath: 'redocly.yaml' });

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
    const error = await load('lib/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid OpenAPI file lib/openapi/fixtures/invalid.yaml (2 problems');
    expect(message).toMatch(/lib\/openapi\/fixtures\/invalid\.yaml:22:\d+ {2}error {2}no-unresolved-refs {2}Can't resolve \$ref/);
    expect(message).toMatch(/lib\/openapi\/fixtures\/invalid\.yaml:13:\d+ {2}error {2}path-parameters-defined {2}.*`\{id\}`/);
  });

  it('reports a YAML syntax error with its line and column', async () => {
    const error = await load('lib/openapi/fixtures/bad-yaml.yaml').catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/lib\/openapi\/fixtures\/bad-yaml\.yaml:\d+:\d+ {2}error {2}yaml {2}\S/);
  });

  it("accepts example timestamps in the naive form RA.Aid's server writes, and still stops on other date-time mismatches", async () => {
    const error = await load('lib/openapi/fixtures/timestamps.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const problems = (error as OpenApiError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'lib/openapi/fixtures/timestamps.yaml', line: 32 });
    expect(problems[0].message).toContain('must match format "date-time"');
  });

  it('stops when two operations would get the same route, naming both', async () => {
    const error = await load('lib/openapi/fixtures/duplicate-slug.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as Error).message).toContain(
      '/api/list-items: GET /items (operationId list_items) and GET /items/all (operationId listItems)',
    );
  });
});
