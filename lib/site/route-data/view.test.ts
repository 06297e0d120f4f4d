import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../openapi/reader/document';
import { codeSamples } from '../openapi/snippets';
import { getSite } from '../source';
import { routeDataAt } from './index';
import { operationHrefs, operationSamples } from './api-model';
import type { PageView } from './view';

const clinic = buildApiDocument(
  parse(readFileSync(join(__dirname, '..', 'openapi', 'fixtures', 'requests.yaml'), 'utf8')),
  'requests.yaml',
);
const clinicOp = (slug: string) => clinic.operations.find((o) => o.slug === slug)!;
const curl = (set: readonly { id: string; code: string }[]) => set.find((s) => s.id === 'curl')!.code;

async function viewAt(route: string): Promise<PageView> {
  const data = await routeDataAt(route);
  if (!data) throw new Error(`no page at ${route}`);
  return data.view;
}

describe('the code samples in route data', () => {
  it("has one sample per language calling the first server, and the picker's servers to follow, when there are several", () => {
    const { samples, servers, sampledServers } = operationSamples(clinicOp('get-pet'), clinic);
    expect(servers?.map((url) => url.match(/https?:\/\/[^/'"]+/)?.[0])).toEqual([
      'https://eu.clinic.example',
      'https://us.clinic.example',
      'http://localhost:8080',
    ]);
    expect(curl(samples)).toContain(servers![0]);
    expect(curl(samples)).not.toContain('us.clinic.example');
    expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length);
    expect(sampledServers).toBeUndefined();
  });

  it("writes most languages once for every server; a copy per server holds the generator's own code for each", () => {
    const { samples, servers } = operationSamples(clinicOp('get-pet'), clinic);
    for (const s of samples) {
      if (!s.perServer) continue;
      expect(s.perServer).toHaveLength(servers!.length);
      expect(s.perServer[1]).toBe(
        codeSamples(clinicOp('get-pet'), clinic, servers![1]).find((c) => c.id === s.id)!.code,
      );
    }
    expect(samples.filter((s) => s.perServer).length).toBeLessThan(samples.length);
  });

  it('samples the first three servers and says so when the picker lists more', () => {
    const doc = { ...clinic, servers: [...clinic.servers, { url: 'https://backup.clinic.example' }] };
    const { servers, sampledServers } = operationSamples(clinicOp('get-pet'), doc);
    expect(servers).toHaveLength(3);
    expect(sampledServers).toBe(3);
    expect(servers!.join()).not.toContain('backup.clinic.example');
  });

  it('has no servers to follow for an operation with one server of its own', () => {
    const { samples, servers } = operationSamples(clinicOp('upload-photo'), clinic);
    expect(servers).toBeUndefined();
    expect(curl(samples)).toContain('https://uploads.clinic.example');
  });
});

describe("the API overview's links", () => {
  it('links every webhook of a webhooks-only document, as it lists them', () => {
    const doc = buildApiDocument(
      parse(readFileSync(join(__dirname, '..', 'openapi', 'fixtures', 'webhooks-only.yaml'), 'utf8')),
      'webhooks-only.yaml',
    );
    expect(doc.operations).toEqual([]);
    const hrefs = operationHrefs(doc, '/v/api/overview');
    expect(Object.keys(hrefs)).toEqual(doc.webhooks!.map((w) => w.slug));
    for (const href of Object.values(hrefs)) expect(href).toMatch(/^\/v\/api\/\S+$/);
  });
});

describe("route data carries the page body's view model", () => {
  it('has no route data for a route without a page', async () => {
    expect(await routeDataAt('/no-such-page')).toBeUndefined();
  }, 60_000);

  it('an API operation: its sections, every sample language and the Send form prefilled like the samples', async () => {
    const view = await viewAt('/api/get-session-v-1-session-session-id-get');
    if (view.kind !== 'api-operation') throw new Error(`got a ${view.kind} view`);
    expect(view.sections.map((s) => s.kind)).toEqual(['parameters', 'code-samples', 'responses']);
    expect(view.samples?.servers).toBeUndefined();
    expect(view.samples!.samples.length).toBeGreaterThan(10);
    expect(curl(view.samples!.samples)).toContain('/v1/session/2');
    expect(view.tryIt?.fields).toEqual([
      { name: 'session_id', in: 'path', required: true, value: '2', placeholder: 'integer' },
    ]);
  }, 60_000);

  it('an API operation arrives rendered: every description its schemas show, its summary and its samples', async () => {
    const view = await viewAt('/api/spawn-agent-v-1-spawn-agent-post');
    if (view.kind !== 'api-operation') throw new Error(`got a ${view.kind} view`);
    const shown: string[] = [];
    const walk = (node: { description?: string; properties: (typeof node)[] }) => {
      if (node.description) shown.push(node.description);
      node.properties.forEach(walk);
    };
    for (const list of Object.values(view.media)) for (const m of list) if (m.schema) walk(m.schema);
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(view.rendered.markdown[text]?.type).toBe('root');
    if (view.op.summary) expect(view.rendered.inline[view.op.summary]?.length).toBeGreaterThan(0);
    for (const sample of view.samples!.samples) expect(String(sample.html)).toContain('<pre');
    const examples = view.responseExamples.flatMap((r) => r.examples).filter((e) => e.code);
    for (const e of examples) expect(view.rendered.code[e.code!.lang]?.[e.code!.text]).toMatch(/^<pre/);
  }, 60_000);

  it('a guide with CLI tables: the rows its tables name', async () => {
    const view = await viewAt('/configuration/ollama');
    if (view.kind !== 'doc') throw new Error(`got a ${view.kind} view`);
    expect(Object.keys(view.cliTables.options)).toEqual([
      '--provider',
      '--model',
      '--num-ctx',
      '--expert-provider',
      '--expert-model',
      '--expert-num-ctx',
      '--temperature',
    ]);
    expect(Object.keys(view.cliTables.envVars)).toEqual(['OLLAMA_BASE_URL', 'EXPERT_OLLAMA_BASE_URL']);
  }, 60_000);

  it('the API overview of Next: the address of its OpenAPI file and its sections', async () => {
    const next = (await getSite()).versions.find((v) => v.meta.name === 'current')!;
    const overview = next.source.pages.find((p) => p.kind === 'api' && !p.operation)!;
    const view = await viewAt(overview.route);
    if (view.kind !== 'api-overview') throw new Error(`got a ${view.kind} view`);
    expect(view.downloadHref).toBe('/openapi/next/ra-aid.openapi.yaml');
    expect(view.sections.map((s) => s.kind)).toContain('operations');
    expect(view.operationHrefs['get-session-v-1-session-session-id-get']).toBe(
      '/next/api/get-session-v-1-session-session-id-get',
    );
  }, 60_000);

  it('a category: its title, description and one card per page, in sidebar order', async () => {
    const view = await viewAt('/category/quick-start');
    if (view.kind !== 'category') throw new Error(`got a ${view.kind} view`);
    expect(view.title).toBe('Quick Start');
    expect(view.description).toMatch(/^Install RA\.Aid/);
    expect(view.cards.map((c) => c.href)).toEqual([
      '/quickstart/installation',
      '/quickstart/recommended',
      '/quickstart/open-models',
    ]);
  }, 60_000);

  it('a guide without an h1 in its body: its file, the title to show and its version’s links', async () => {
    const view = await viewAt('/quickstart/installation');
    if (view.kind !== 'doc') throw new Error(`got a ${view.kind} view`);
    expect(view.file).toMatch(/versioned_docs\/version-0\.30\.2\/quickstart\/installation\.mdx$/);
    expect(view.title).toBe('Installing RA.Aid');
    expect(view.tags).toEqual([]);
    expect(view.error).toBeUndefined();
    expect(view.docCards.map((c) => c.href)).not.toContain('/quickstart/installation');
    expect(view.docCards.map((c) => c.href)).toContain('/quickstart/recommended');
  }, 60_000);
});
