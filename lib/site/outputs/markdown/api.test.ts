import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from '../../openapi/load';
import type { ApiDocument } from '../../../shared/openapi-types';
import { openapiDownloadPath, OPENAPI_FILE } from '../../openapi/paths';
import { mediaBlocks, operationMarkdownTree, overviewMarkdownTree } from './api';
import { schemaBlocks } from './schema';
import { operationModel, overviewModel } from '../../route-data/api-model';
import { SHORTENED_BODY_NOTE, shortenedParametersNote } from '../../openapi/document-notes';
import { mediaViews } from '../../openapi/media-view';
import { schemaView } from '../../openapi/schema-view';
import { shownSchema } from '../../openapi/shown-schema';
import { root } from './nodes';
import { stringifyMarkdown } from './stringify';

const GOLDEN = join(__dirname, '__golden__');
const SITE = { url: 'https://docs.ra-aid.ai', baseUrl: '/' };
let doc: ApiDocument;

beforeAll(async () => {
  doc = await loadApiDocument({ file: OPENAPI_FILE, configPath: 'redocly.yaml' });
});

function golden(name: string, actual: string) {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  expect(existsSync(file), `missing golden file ${file}`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('API pages as Markdown', () => {
  // Golden files read line by line when written; regenerate with UPDATE_GOLDEN=1 and read the diff.
  it.each([
    'spawn-agent-v-1-spawn-agent-post',
    'list-sessions-v-1-session-get',
    'get-session-trajectories-v-1-session-session-id-trajectory-get',
  ])('renders operation %s from the OpenAPI data (matches the reviewed golden file)', (slug) => {
    const op = doc.operations.find((o) => o.slug === slug)!;
    golden(
      `api-${slug}.md`,
      stringifyMarkdown(operationMarkdownTree(operationModel(op, doc, op.summary!, `/api/${slug}`), SITE)),
    );
  });

  it('renders the overview with its servers and every operation by tag (matches the reviewed golden file)', () => {
    golden(
      'api-overview.md',
      stringifyMarkdown(
        overviewMarkdownTree(overviewModel(doc, `/api/${doc.slug}`), `/api/${doc.slug}`, SITE, openapiDownloadPath('')),
      ),
    );
  });

  it('names content types that share a schema together and writes that schema once, as the page does', () => {
    const pet = { $ref: '#/components/schemas/Pet' };
    const small: ApiDocument = {
      ...doc,
      schemas: { Pet: { type: 'object', properties: { name: { type: 'string', description: 'The name.' } } } },
    };
    const text = stringifyMarkdown(
      root(
        mediaBlocks(
          mediaViews(
            [
              { contentType: 'application/json', schema: pet, hasExample: false },
              { contentType: 'application/xml', schema: pet, hasExample: false },
              { contentType: 'text/plain', schema: { type: 'string' }, hasExample: false },
            ],
            small,
            'responses-200',
            'response',
          ),
        ),
      ),
    );
    expect(text).toContain('Content types: `application/json`, `application/xml`');
    expect(text).toContain('Content type: `text/plain`');
    expect(text.match(/The name\./g)).toHaveLength(1);
  });

  it("links each version's OpenAPI download where the site serves it: the root version's at the file's own path", () => {
    expect(openapiDownloadPath('')).toBe(`/${OPENAPI_FILE}`);
    expect(openapiDownloadPath('/next')).toBe('/openapi/next/ra-aid.openapi.yaml');
  });

  it("links the operations of a version's overview inside that version", () => {
    const md = stringifyMarkdown(
      overviewMarkdownTree(
        overviewModel(doc, `/next/api/${doc.slug}`),
        `/next/api/${doc.slug}`,
        SITE,
        openapiDownloadPath('/next'),
      ),
    );
    expect(md).toContain('(https://docs.ra-aid.ai/next/api/list-sessions-v-1-session-get)');
    expect(md).toContain('https://docs.ra-aid.ai/openapi/next/ra-aid.openapi.yaml');
    expect(md).not.toMatch(/docs\.ra-aid\.ai\/api\//);
  });

  it('states method and path, parameters with type and requirement, and the cURL, Python and JavaScript samples', () => {
    const op = doc.operations.find((o) => o.slug === 'get-session-v-1-session-session-id-get')!;
    const md = stringifyMarkdown(operationMarkdownTree(operationModel(op, doc, 'Get session', '/api/x'), SITE));
    expect(md).toContain('`GET /v1/session/{session_id}`');
    expect(md).toMatch(/\| `session_id` \| path \| integer \| yes \|/);
    expect(md).toMatch(/## Code samples\n\n```bash title="cURL"\ncurl http:\/\/localhost:1818\/v1\/session\/\d+ \\\n/);
    expect(md).toMatch(/```python title="Python \(requests\)"\nimport requests\n/);
    expect(md).toMatch(/```javascript title="JavaScript \(fetch\)"\nconst response = await fetch\(/);
    // Only these three: the other languages live on the page.
    expect(md.match(/^```\w+ title=/gm)).toHaveLength(3);
  });

  it('lists nested properties with type, requirement and description, and stops at recursive references', () => {
    const schemas = {
      Node: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', description: 'The `name`.' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    };
    const md = stringifyMarkdown(
      root(schemaBlocks(shownSchema(schemaView({ $ref: '#/components/schemas/Node' }, schemas)))),
    );
    expect(md).toBe('Schema: Node\n\n- `name` (string, required): The `name`.\n- `children` (array of Node)\n');
  });
});

describe('the twin of an operation whose sample body was shortened', () => {
  let wide: ApiDocument;
  beforeAll(async () => {
    wide = await loadApiDocument({ file: 'lib/site/openapi/fixtures/wide-bodies.yaml', configPath: 'redocly.yaml' });
  });
  const twin = (id: string) => {
    const op = wide.operations.find((o) => o.operationId === id)!;
    const model = operationModel(op, wide, op.summary!, `/api/${op.slug}`);
    return { model, text: stringifyMarkdown(operationMarkdownTree(model, SITE)) };
  };

  it('says under the samples that the body is shortened, as the page does', () => {
    const { model, text } = twin('createOrder');
    expect(model.samples?.shortened).toBe(SHORTENED_BODY_NOTE);
    const start = text.indexOf('## Code samples');
    const end = text.indexOf('\n## ', start + 1);
    const samples = text.slice(start, end < 0 ? undefined : end);
    expect(samples.lastIndexOf('```')).toBeLessThan(samples.indexOf(SHORTENED_BODY_NOTE));
    expect(samples).not.toContain('option_39');
  });

  it('names a parameter whose example value was shortened, under the samples', () => {
    const { model, text } = twin('findOrders');
    expect(model.samples?.shortened).toBe(shortenedParametersNote(['like']));
    expect(text).toContain('The example value of `like` is shortened');
    expect(text).not.toContain('The request body is shortened');
  });

  it('says nothing of the kind when the body is whole', () => {
    const { model, text } = twin('createNote');
    expect(model.samples).not.toHaveProperty('shortened');
    expect(text).not.toContain('shortened');
  });
});
